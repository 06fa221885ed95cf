// The catalogue pages' paths, apart from their URL state so that client islands which only link
// to a page (the header's drawers, the cart) do not bundle the parsers.
export const SEARCH_PATH = "/buscar";
export const LAST_MINUTES_PATH = "/ultimos-minutos";
export const FLASH_PATH = "/ofertas-flash";
export const DIRECTORY_PATH = "/empresas";

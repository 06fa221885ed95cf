export const DTE_NS = "http://www.sat.gob.gt/dte/fel/0.2.0";
export const ANULACION_NS = "http://www.sat.gob.gt/dte/fel/0.1.0";
export const DS_NS = "http://www.w3.org/2000/09/xmldsig#";
export const CNO_NS = "http://www.sat.gob.gt/face2/ComplementoReferenciaNota/0.1.0";
export const CNO_SCHEMA_URI = "http://www.sat.gob.gt/face2/ComplementoReferenciaNota/0.1.0";

"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Search, X } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";

interface SearchQueryFieldProps {
  name: string;
  defaultValue: string;
  placeholder: string;
  label: string;
  clearLabel: string;
  suggestionsLabel: string;
  popularLabel: string;
  popularTerms: readonly string[];
}

/**
 * The query field of a GET search form. Without JavaScript it is a plain input; with it, it shows
 * suggestions while non-empty (from /api/sugerencias), 'Búsquedas populares' while empty, closes
 * them on Escape, and Enter submits the form as usual.
 */
export function SearchQueryField({
  name,
  defaultValue,
  placeholder,
  label,
  clearLabel,
  suggestionsLabel,
  popularLabel,
  popularTerms,
}: SearchQueryFieldProps) {
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  useEffect(() => {
    const q = value.trim();
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/sugerencias?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ suggestions: string[] }>) : { suggestions: [] }))
        .then((data) => setSuggestions(data.suggestions.slice(0, 10)))
        .catch(() => undefined);
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const choose = (term: string) => {
    setValue(term);
    setOpen(false);
    const form = inputRef.current?.form;
    if (form && inputRef.current) {
      inputRef.current.value = term;
      form.requestSubmit();
    }
  };

  const empty = value.trim() === "";
  const items = empty ? popularTerms : suggestions;
  const showPanel = open && items.length > 0;

  return (
    <div
      className="relative"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        ref={inputRef}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name={name}
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            setOpen(false);
          }
        }}
        className="pr-9 pl-9"
      />
      {value && (
        <button
          type="button"
          aria-label={clearLabel}
          onClick={() => {
            setValue("");
            setSuggestions([]);
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
      {showPanel && (
        <div
          id={listId}
          className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border bg-popover p-2 shadow-lg"
          data-testid={empty ? "popular-searches" : "search-suggestions"}
        >
          <p className="px-2 pb-1 text-xs font-semibold text-muted-foreground">
            {empty ? popularLabel : suggestionsLabel}
          </p>
          <ul role="listbox" aria-label={empty ? popularLabel : suggestionsLabel}>
            {items.map((term) => (
              <li key={term} role="option" aria-selected={false}>
                <button
                  type="button"
                  onClick={() => choose(term)}
                  className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-accent"
                >
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

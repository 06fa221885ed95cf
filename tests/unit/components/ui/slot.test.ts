// asChild's Slot merges as Radix's did: the child's props win, both handlers run (the child's
// first), classes join, styles merge, refs compose.
import { createElement, createRef, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "@/components/ui/slot";

type Props = Record<string, unknown>;
const slot = (props: Props, child: ReactElement) => Slot({ ...props, children: child }) as ReactElement<Props>;

describe("Slot", () => {
  it("renders the child with the slot's props, the child's winning, classes joined", () => {
    const html = renderToStaticMarkup(
      createElement(
        Slot,
        { className: "btn btn-primary", "data-slot": "button", title: "slot" } as Props,
        createElement("a", { href: "/cupon/1", className: "w-full", title: "child" }, "Comprar"),
      ),
    );
    expect(html).toBe('<a href="/cupon/1" class="btn btn-primary w-full" title="child" data-slot="button">Comprar</a>');
  });

  it("runs both handlers, the child's first, and merges styles", () => {
    const calls: string[] = [];
    const out = slot(
      { onClick: () => calls.push("slot"), style: { color: "red", margin: 0 } },
      createElement("button", { onClick: () => calls.push("child"), style: { color: "blue" } }),
    );
    (out.props.onClick as () => void)();
    expect(calls).toEqual(["child", "slot"]);
    expect(out.props.style).toEqual({ color: "blue", margin: 0 });
  });

  it("composes the slot's ref with the child's", () => {
    const outer = createRef<unknown>();
    const inner = vi.fn();
    const out = slot({ ref: outer }, createElement("a", { ref: inner }));
    const node = { tag: "a" };
    (out.props.ref as (n: unknown) => void)(node);
    expect(outer.current).toBe(node);
    expect(inner).toHaveBeenCalledWith(node);
  });
});

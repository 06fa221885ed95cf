import { Children, cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from "react";

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function composeRefs(...refs: Ref<unknown>[]): RefCallback<unknown> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: unknown }).current = node;
    }
  };
}

/**
 * `asChild`'s slot (shadcn's Button and sidebar): renders its one child with the slot's props merged
 * in, as Radix's Slot does: the child's props win, except that both event handlers run (the
 * child's first), styles merge, classes join and refs are composed. Radix's Slot and its ref
 * helper were ~1.2 KB gzip of every page's first load for this.
 */
export function Slot({ children, ref, ...slotProps }: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child = Children.only(children);
  if (!isValidElement<AnyProps>(child)) return null;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    } else if (key === "style") merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (key === "className") merged.className = [slotValue, childValue].filter(Boolean).join(" ");
  }
  const childRef = childProps.ref as Ref<unknown> | undefined;
  if (ref && childRef) merged.ref = composeRefs(ref, childRef);
  else if (ref || childRef) merged.ref = ref ?? childRef;
  return cloneElement(child, merged);
}

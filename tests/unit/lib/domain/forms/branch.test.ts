// The branch form: the schema both the form and save-branch parse with.
import { describe, expect, it } from "vitest";
import { branchSchema } from "@/lib/domain/forms/branch";
import { textOf } from "@/lib/i18n/messages";

const errors = (input: unknown) => {
  const result = branchSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), textOf(i.message)]));
};

const valid = {
  businessId: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
  name: "Zona 10",
  address: "13 Calle 2-45, Zona 10",
  zone: "10",
  municipality: "Guatemala",
  department: "Guatemala",
  lat: "14.5965",
  lng: "-90.5085",
  phone: "2222 3333",
};

describe("branch form", () => {
  it("reads typed coordinates and a zone as numbers; a blank zone or id is none", () => {
    const b = branchSchema.parse(valid);
    expect(b).toMatchObject({ lat: 14.5965, lng: -90.5085, zone: 10 });
    expect(b.id).toBeUndefined();
    expect(branchSchema.parse({ ...valid, zone: "", id: "" }).zone).toBeNull();
    expect(branchSchema.parse({ ...valid, lat: "14,5965" }).lat).toBe(14.5965);
  });

  it("refuses coordinates outside Guatemala with a clear Spanish message", () => {
    expect(errors({ ...valid, lat: "40.4168", lng: "-3.7038" })).toEqual({
      lat: "Las coordenadas deben estar dentro de Guatemala.",
    });
    expect(errors({ ...valid, lat: "13.69", lng: "-89.19" }).lat).toBe(
      "Las coordenadas deben estar dentro de Guatemala.",
    );
  });

  it("words every other mistake", () => {
    expect(errors({ ...valid, name: " ", zone: "26", department: "Texas", lat: "norte" })).toEqual({
      name: "El nombre de la sucursal es obligatorio.",
      zone: "La zona debe ser un número del 1 al 25.",
      department: "Elige uno de los 22 departamentos.",
      lat: "La latitud debe ser un número.",
    });
    expect(Object.keys(errors("x"))).toEqual([""]);
  });
});

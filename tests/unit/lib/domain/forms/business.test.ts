import { describe, expect, it } from "vitest";
import { businessProfileSchema, quickBusinessSchema, updateBusinessSchema } from "@/lib/domain/forms/business";
import { textOf } from "@/lib/i18n/messages";

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), textOf(i.message)]));

describe("quick business creation (SPEC 5)", () => {
  it("requires the name: 'El nombre es obligatorio.'", () => {
    for (const name of ["", "   ", undefined]) {
      expect(errorsOf(quickBusinessSchema.safeParse({ name }))).toEqual({ name: "El nombre es obligatorio." });
    }
  });

  it("derives the slug from the trimmed name, ignoring any slug sent", () => {
    expect(quickBusinessSchema.parse({ name: "  Café Luna ", slug: "hack", category: "restaurantes" })).toEqual({
      name: "Café Luna",
      slug: "cafe-luna",
      category: "restaurantes",
    });
  });

  it("says 'El slug es obligatorio.' when the name has nothing to make one of", () => {
    expect(errorsOf(quickBusinessSchema.safeParse({ name: "¡¡¡" }))).toEqual({ slug: "El slug es obligatorio." });
  });

  it("takes an optional catalogue category; empty is none", () => {
    expect(quickBusinessSchema.parse({ name: "X", category: "" }).category).toBeNull();
    expect(errorsOf(quickBusinessSchema.safeParse({ name: "X", category: "spas" }))).toEqual({
      category: "Selecciona una categoría válida.",
    });
  });
});

describe("business edit", () => {
  const valid = {
    name: "  La Toscana  ",
    description: "  Pizzas al horno de leña. ",
    logoUrl: "/uploads/logos/toscana.png",
    coverUrl: "https://cdn.example.com/cover.jpg",
    category: "restaurantes",
    city: " Ciudad de Guatemala ",
    website: "www.latoscana.com.gt",
    phone: "2367 4512",
    whatsapp: "+502 5512 3344",
    email: " Hola@LaToscana.com.gt ",
    socialXUrl: "@latoscana",
    socialInstagramUrl: "https://www.instagram.com/latoscana",
    socialFacebookUrl: "facebook.com/latoscana",
    socialTiktokUrl: "",
  };

  it("trims, normalises and turns blanks into null", () => {
    expect(businessProfileSchema.parse(valid)).toEqual({
      name: "La Toscana",
      description: "Pizzas al horno de leña.",
      descriptionEn: null,
      logoUrl: "/uploads/logos/toscana.png",
      coverUrl: "https://cdn.example.com/cover.jpg",
      category: "restaurantes",
      city: "Ciudad de Guatemala",
      website: "https://www.latoscana.com.gt",
      phone: "+502 2367-4512",
      whatsapp: "+502 5512-3344",
      email: "hola@latoscana.com.gt",
      socialXUrl: "https://x.com/latoscana",
      socialInstagramUrl: "https://www.instagram.com/latoscana",
      socialFacebookUrl: "https://facebook.com/latoscana",
      socialTiktokUrl: null,
    });
    expect(businessProfileSchema.parse({ ...valid, descriptionEn: "  Wood-fired pizzas.  " }).descriptionEn).toBe(
      "Wood-fired pizzas.",
    );
    const minimal = businessProfileSchema.parse({ name: "Solo nombre" });
    expect(Object.entries(minimal).filter(([, v]) => v !== null)).toEqual([["name", "Solo nombre"]]);
  });

  it("gives a clear Spanish message per field", () => {
    const bad = {
      name: " ",
      description: "x".repeat(2001),
      descriptionEn: "y".repeat(2001),
      logoUrl: "javascript:alert(1)",
      coverUrl: "/etc/passwd",
      category: "tecnologia",
      city: "c".repeat(81),
      website: "no es una web",
      phone: "123",
      whatsapp: "+1 555 1234",
      email: "correo@",
      socialXUrl: "https://facebook.com/x",
      socialInstagramUrl: "instagram",
      socialFacebookUrl: "@pagina",
      socialTiktokUrl: "https://tiktok.com",
    };
    expect(errorsOf(businessProfileSchema.safeParse(bad))).toEqual({
      name: "El nombre es obligatorio.",
      description: "La descripción admite como máximo 2,000 caracteres.",
      descriptionEn: "La descripción en inglés admite como máximo 2,000 caracteres.",
      logoUrl: "El logo debe ser una URL (https://...) o una imagen subida.",
      coverUrl: "La portada debe ser una URL (https://...) o una imagen subida.",
      category: "Selecciona una categoría válida.",
      city: "La ciudad admite como máximo 80 caracteres.",
      website: "Ingresa una dirección web válida, por ejemplo https://minegocio.com.",
      phone: "Ingresa un teléfono de Guatemala de 8 dígitos, por ejemplo +502 2345-6789.",
      whatsapp: "Ingresa un WhatsApp de Guatemala de 8 dígitos, por ejemplo +502 5555-1234.",
      email: "Ingresa un correo electrónico válido.",
      socialXUrl: "Ingresa la URL de tu perfil de X (https://x.com/...) o tu @usuario.",
      socialInstagramUrl: "Ingresa la URL de tu perfil de Instagram (https://instagram.com/...) o tu @usuario.",
      socialFacebookUrl: "Ingresa la URL de tu página de Facebook (https://facebook.com/...).",
      socialTiktokUrl: "Ingresa la URL de tu perfil de TikTok (https://tiktok.com/@...) o tu @usuario.",
    });
    expect(errorsOf(businessProfileSchema.safeParse({ name: "n".repeat(121) }))).toEqual({
      name: "El nombre admite como máximo 120 caracteres.",
    });
  });

  it("needs the business id: 'ID inválido'", () => {
    expect(errorsOf(updateBusinessSchema.safeParse({ name: "X" }))).toEqual({ id: "ID inválido" });
    expect(errorsOf(updateBusinessSchema.safeParse({ name: "X", id: "123" }))).toEqual({ id: "ID inválido" });
    expect(updateBusinessSchema.parse({ name: "X", id: "6F9619FF-8B86-4011-B42D-00C04FC964FF" }).id).toBe(
      "6f9619ff-8b86-4011-b42d-00c04fc964ff",
    );
  });
});

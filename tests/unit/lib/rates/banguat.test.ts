// The Banguat adapter against recorded-shape answers of TipoCambio.asmx (no network here): the SOAP 1.1
// request it sends, the rate it reads, and each way the service can fail.
import { describe, expect, it } from "vitest";
import { createBanguatSource } from "@/lib/rates/adapters/banguat";
import { banguatDate, banguatRate, parseTipoCambioDia } from "@/lib/rates/adapters/banguat-soap";
import { createLocalSource, LOCAL_QUETZALES_PER_DOLLAR } from "@/lib/rates/local";
import { ExchangeRateError } from "@/lib/rates/types";

// TipoCambioDia's answer as the service writes it (the layout of captures published with other
// clients of it: one line, SOAP 1.1, the service's default namespace on the response element);
// the day and figure are this test's.
const RECORDED = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><TipoCambioDiaResponse xmlns="http://www.banguat.gob.gt/variables/ws/"><TipoCambioDiaResult><CambioDolar><VarDolar><fecha>27/11/2026</fecha><referencia>7.6226</referencia></VarDolar></CambioDolar><TotalItems>1</TotalItems></TipoCambioDiaResult></TipoCambioDiaResponse></soap:Body></soap:Envelope>`;

// What ASMX answers (HTTP 500) to a request it cannot route.
const FAULT = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><soap:Fault><faultcode>soap:Client</faultcode><faultstring>Server did not recognize the value of HTTP Header SOAPAction: .</faultstring><detail /></soap:Fault></soap:Body></soap:Envelope>`;

const answering = (body: string, status = 200) => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status, headers: { "content-type": "text/xml; charset=utf-8" } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
};

describe("Banguat's TipoCambioDia", () => {
  it("reads the day and the reference rate of a recorded answer", () => {
    expect(parseTipoCambioDia(RECORDED)).toEqual({ date: "2026-11-27", quetzalesPerDollar: "7.62260" });
  });

  it("reads it indented and with a prefix on every element", () => {
    const indented = RECORDED.replace(/></g, ">\n  <")
      .replace(/<(\/?)(TipoCambio|CambioDolar|VarDolar|fecha|referencia|TotalItems)/g, "<$1ws:$2")
      .replace('xmlns="http://www.banguat.gob.gt/variables/ws/"', 'xmlns:ws="http://www.banguat.gob.gt/variables/ws/"');
    expect(parseTipoCambioDia(indented)).toEqual({ date: "2026-11-27", quetzalesPerDollar: "7.62260" });
  });

  it("refuses a fault, another shape, a DTD, HTML and implausible figures", () => {
    const bad = [
      FAULT,
      RECORDED.replace("<VarDolar>", "<Otro>").replace("</VarDolar>", "</Otro>"),
      RECORDED.replace(
        "<CambioDolar>",
        "<CambioDolar><VarDolar><fecha>26/11/2026</fecha><referencia>7.6</referencia></VarDolar>",
      ),
      RECORDED.replace("27/11/2026", "31/11/2026"),
      RECORDED.replace("27/11/2026", "2026-11-27"),
      RECORDED.replace("7.6226", "0.1312"),
      RECORDED.replace("7.6226", ""),
      RECORDED.replace("7.6226", "7,6226"),
      `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${RECORDED.replace(/^<\?xml[^>]*>/, "")}`,
      "<html><body>Service Unavailable</body></html>",
      "",
    ];
    for (const xml of bad) expect(() => parseTipoCambioDia(xml), xml).toThrow(ExchangeRateError);
    expect(() => parseTipoCambioDia(FAULT)).toThrow(/SOAPAction/);
  });

  it("checks dates and rates one by one", () => {
    expect(banguatDate("1/2/2027")).toBe("2027-02-01");
    expect(banguatDate("29/02/2027")).toBeNull();
    expect(banguatRate("7.75")).toBe("7.75000");
    expect(banguatRate("7.123456")).toBe("7.12346");
    expect(banguatRate("100.5")).toBeNull();
  });
});

describe("the Banguat adapter", () => {
  it("posts the SOAP 1.1 request with its SOAPAction and answers the recorded rate", async () => {
    const { calls, fetchImpl } = answering(RECORDED);
    const source = createBanguatSource({ url: "https://banguat.test/variables/ws/TipoCambio.asmx" }, fetchImpl);
    expect(source.name).toBe("banguat");
    await expect(source.todaysRate()).resolves.toEqual({ date: "2026-11-27", quetzalesPerDollar: "7.62260" });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe("https://banguat.test/variables/ws/TipoCambio.asmx");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({
      "content-type": "text/xml; charset=utf-8",
      soapaction: '"http://www.banguat.gob.gt/variables/ws/TipoCambioDia"',
    });
    expect(String(init.body)).toMatch(
      /<soap:Body>\s*<TipoCambioDia xmlns="http:\/\/www\.banguat\.gob\.gt\/variables\/ws\/" \/>\s*<\/soap:Body>/,
    );
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("defaults to Banguat's own address", async () => {
    const { calls, fetchImpl } = answering(RECORDED);
    await createBanguatSource({}, fetchImpl).todaysRate();
    expect(calls[0]!.url).toBe("https://www.banguat.gob.gt/variables/ws/TipoCambio.asmx");
  });

  it("fails with the fault's text on a 500, with the status on an error page", async () => {
    await expect(createBanguatSource({}, answering(FAULT, 500).fetchImpl).todaysRate()).rejects.toThrow(
      /Banguat answered 500: Server did not recognize/,
    );
    await expect(createBanguatSource({}, answering("Bad Gateway", 502).fetchImpl).todaysRate()).rejects.toThrow(
      /^Banguat answered 502$/,
    );
  });

  it("fails when the service does not answer in time or at all", async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    await expect(createBanguatSource({ timeoutMs: 20 }, hanging).todaysRate()).rejects.toThrow(
      /Banguat did not answer/,
    );
    const refused = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    await expect(createBanguatSource({}, refused).todaysRate()).rejects.toBeInstanceOf(ExchangeRateError);
  });
});

describe("the local stand-in", () => {
  it("answers the same rate every day, dated that day in Guatemala", async () => {
    const source = createLocalSource(() => new Date("2026-11-30T05:00:00Z"));
    expect(source.name).toBe("local");
    await expect(source.todaysRate()).resolves.toEqual({
      date: "2026-11-29",
      quetzalesPerDollar: LOCAL_QUETZALES_PER_DOLLAR,
    });
    expect(LOCAL_QUETZALES_PER_DOLLAR).toBe("7.75000");
  });
});

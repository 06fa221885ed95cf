import "server-only";

// Where a voucher can be used, for a wallet pass's `locations` (the lock screen shows the pass
// nearby). This branch's schema has no coordinates for a business, so the answer is empty; the
// branches table (with latitude and longitude) fills it in this ONE function.

export interface PassLocation {
  latitude: number;
  longitude: number;
  relevantText?: string;
}

export async function passLocations(_voucherId: string): Promise<PassLocation[]> {
  return [];
}

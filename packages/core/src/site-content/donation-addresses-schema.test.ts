import { describe, expect, it } from 'vitest';
import { donationAddressesSchema, listDonationAddresses } from './donation-addresses-schema';

const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const BTC_LEGACY = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const LTC = 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9';
const LTC_BECH32 = 'ltc1qg82tr0hs5f4pmqgsg0ue2yz6f9x5k0y8z6sxmg';
const XMR =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';

describe('donationAddressesSchema', () => {
  it('accepts the address shapes each coin uses, trimmed', () => {
    expect(donationAddressesSchema.parse({ BTC: ` ${BTC} `, LTC, XMR })).toEqual({
      BTC,
      LTC,
      XMR,
    });
    expect(donationAddressesSchema.parse({ BTC: BTC_LEGACY, LTC: LTC_BECH32 })).toEqual({
      BTC: BTC_LEGACY,
      LTC: LTC_BECH32,
    });
    expect(donationAddressesSchema.parse({})).toEqual({});
  });

  it('refuses a coin the site does not accept', () => {
    const result = donationAddressesSchema.safeParse({ BTC, ETH: '0xabc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('refuses a truncated or mistyped address, naming the coin', () => {
    const result = donationAddressesSchema.safeParse({ BTC: BTC.slice(0, 10), XMR: XMR.slice(1) });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['BTC', 'XMR']);
    expect(result.error?.issues[0]?.message).toContain('bitcoin');
    // A bitcoin address is not a litecoin address.
    expect(donationAddressesSchema.safeParse({ LTC: BTC }).success).toBe(false);
  });
});

describe('listDonationAddresses', () => {
  it('lists bitcoin, litecoin and monero in that order, leaving out a coin without an address', () => {
    expect(listDonationAddresses({ XMR, BTC })).toEqual([
      { currency: 'BTC', name: 'bitcoin', address: BTC },
      { currency: 'XMR', name: 'monero', address: XMR },
    ]);
    expect(listDonationAddresses({})).toEqual([]);
  });
});

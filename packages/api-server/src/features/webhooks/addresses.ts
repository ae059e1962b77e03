import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

/**
 * Server-side request forgery guard of webhook deliveries: the addresses a webhook must not
 * reach unless the server allows local addresses (development). Checked at connect time (the
 * `lookup` of the request) and when an endpoint is saved.
 */

/** IPv4 ranges refused: [first octets as a 32-bit number, prefix length]. */
const refusedIpv4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

function ipv4ToNumber(address: string): number {
  return address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

function isRefusedIpv4(address: string): boolean {
  const value = ipv4ToNumber(address);
  return refusedIpv4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(value / size) === Math.floor(ipv4ToNumber(base) / size);
  });
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const value = ipv4ToNumber(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
}

function isRefusedIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  const [first = 0] = groups;
  const firstFive = groups.slice(0, 5).every((group) => group === 0);
  // ::ffff:a.b.c.d (IPv4-mapped), ::a.b.c.d (IPv4-compatible) and 64:ff9b::a.b.c.d (NAT64)
  // reach the IPv4 address they carry.
  const embeddedIpv4 = () =>
    `${(groups[6] ?? 0) >> 8}.${(groups[6] ?? 0) & 255}.${(groups[7] ?? 0) >> 8}.${(groups[7] ?? 0) & 255}`;
  if (firstFive && (groups[5] === 0xffff || groups[5] === 0)) {
    // :: (unspecified) and ::1 (loopback) are in ::/96 too.
    return groups[5] === 0 ? true : isRefusedIpv4(embeddedIpv4());
  }
  if (first === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return isRefusedIpv4(embeddedIpv4());
  }
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xffc0) === 0xfec0 || // site-local fec0::/10 (deprecated)
    (first & 0xff00) === 0xff00 // multicast ff00::/8
  );
}

/**
 * Whether an IP address is private, loopback, link-local, unique-local, multicast, reserved or
 * unspecified (IPv4 and IPv6, IPv4-mapped too). Anything that is not an IP address is refused.
 */
export function isLocalAddress(address: string): boolean {
  const version = isIP(address.split('%')[0] ?? '');
  if (version === 4) return isRefusedIpv4(address);
  if (version === 6) return isRefusedIpv6(address);
  return true;
}

/** Whether an address is a loopback one (127/8, ::1, ::ffff:127.x). */
export function isLoopbackAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return address.startsWith('127.');
  if (version !== 6) return false;
  const groups = ipv6Groups(address);
  const zeros = groups.slice(0, 5).every((group) => group === 0);
  if (zeros && groups[5] === 0 && groups[6] === 0 && groups[7] === 1) return true;
  return zeros && groups[5] === 0xffff && (groups[6] ?? 0) >> 8 === 127;
}

/** The error of a refused address; its message goes to the delivery log. */
export class RefusedAddressError extends Error {
  readonly code = 'ERR_WEBHOOK_ADDRESS_REFUSED';
  constructor(hostname: string, address: string) {
    super(`refused: ${hostname} resolves to a local or private address (${address})`);
  }
}

/** A URL host without the IPv6 brackets. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * A `lookup` for node:http(s) that resolves as usual and refuses the connection when any
 * address is local (DNS rebinding is caught here, at connect time, not only when saved).
 */
export const lookupRefusingLocalAddresses: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    const refused = addresses.find((entry) => isLocalAddress(entry.address));
    if (refused || addresses.length === 0) {
      const failure = new RefusedAddressError(hostname, refused?.address ?? 'none');
      callback(failure as NodeJS.ErrnoException, '', 0);
      return;
    }
    if (options.all) {
      (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return;
    }
    const [first] = addresses;
    callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

/** Resolves a hostname to all its addresses (for the check when an endpoint is saved). */
export function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });
}

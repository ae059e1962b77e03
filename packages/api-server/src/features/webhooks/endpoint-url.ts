import { isIP } from 'node:net';
import { badRequest } from '../../errors.ts';
import { bareHostname, isLocalAddress, isLoopbackAddress, resolveAll } from './addresses.ts';

function isLocalhostName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * Checks an endpoint URL when it is saved: https (http only for loopback when local addresses
 * are allowed), no credentials in it, and a host that is not, and does not resolve to, a local
 * address unless allowed. A name that does not resolve now is accepted (its deliveries fail
 * and say so); the connect-time lookup checks again on every attempt. 400 names `url`.
 */
export async function checkEndpointUrl(
  text: string,
  allowLocalAddresses: boolean,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw badRequest('the webhook URL is not an absolute URL', 'url');
  }
  if (url.username || url.password) {
    throw badRequest('the webhook URL must not carry a user name or password', 'url');
  }
  const hostname = bareHostname(url).toLowerCase();
  const literal = isIP(hostname) !== 0;
  const loopback = literal ? isLoopbackAddress(hostname) : isLocalhostName(hostname);
  if (url.protocol === 'http:') {
    if (!(allowLocalAddresses && loopback)) {
      throw badRequest(
        'the webhook URL must be https (http only for loopback in development)',
        'url',
      );
    }
  } else if (url.protocol !== 'https:') {
    throw badRequest('the webhook URL must be https', 'url');
  }
  if (!allowLocalAddresses) {
    if (isLocalhostName(hostname) || (literal && isLocalAddress(hostname))) {
      throw badRequest('the webhook URL names a local or private address', 'url');
    }
    if (!literal) {
      const addresses = await resolveAll(hostname).catch(() => []);
      if (addresses.some((entry) => isLocalAddress(entry.address))) {
        throw badRequest('the webhook URL resolves to a local or private address', 'url');
      }
    }
  }
  const normalised = url.toString();
  if (normalised.length > 2000) throw badRequest('the webhook URL is too long', 'url');
  return normalised;
}

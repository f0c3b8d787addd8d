import ipaddr from 'ipaddr.js';

/**
 * The client a per-client limit counts: an IPv4 address as it is (also when
 * written as IPv4-mapped IPv6), an IPv6 address by its /64 network, because
 * one home or phone is handed a whole /64 and can change its address within
 * it at will.
 */
export function clientGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = [...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0];
  return `${new ipaddr.IPv6(network).toString()}/64`;
}

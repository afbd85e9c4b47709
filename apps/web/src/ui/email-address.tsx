/**
 * An e-mail address that a narrow column may wrap right after its '@', never inside the mailbox or
 * the domain ('budi.kantor@' / 'premiumshop.onmicrosoft.com').
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

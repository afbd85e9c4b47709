import { expect } from '@playwright/test';

const inbox = `http://127.0.0.1:${process.env.E2E_INBOX_PORT ?? 3126}`;

function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the reset e-mail to reach the inbox and returns the link in it. */
export async function resetLinkSentTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (
          await fetch(`${inbox}/messages?to=${encodeURIComponent(email)}`)
        ).json()) as {
          raw: string;
        }[];
        link = messages
          .map(
            (message) =>
              /https?:\/\/\S+\/auth\/forgot-password\/[A-Za-z0-9_-]+/.exec(decodedText(message.raw))?.[0],
          )
          .findLast(Boolean);
        return link;
      },
      { timeout: 20_000, message: `no reset e-mail reached ${email}` },
    )
    .toBeTruthy();
  return link!;
}

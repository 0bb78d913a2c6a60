// What sends a mail: nodemailer over SMTP when SMTP_URL is set, else the mail sandbox (./sandbox.ts).

/** One message as it leaves: both parts (plain text and HTML), always. */
export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Resolves once the server (or the sandbox) took it; rejects with the reason it did not. */
  send(mail: Mail): Promise<void>;
  /** Set while the sandbox is the mailer: its mailbox page reads from the database (api/routes/sandbox-mail.ts). */
  sandbox?: {
    mailboxKey: () => string;
    /** Where the one line per mail goes: the server's log (api/index.ts sets it), nowhere in the tests. */
    log?: (line: string) => void;
  };
};

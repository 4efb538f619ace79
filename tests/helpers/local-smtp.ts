import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One message as the server took it in: envelope recipients, and the parsed message with raw headers. */
export type ReceivedMail = {
  to: string[]
  subject: string
  text: string
  html: string
  header: (name: string) => string | undefined
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package: the protocol, not a mock of nodemailer), which
 * keeps what it receives. No TLS and no sign-in, as a local relay. Hooks let a test refuse a recipient
 * (`refuseRecipient` returns an SMTP code) or hold a message's final answer (`beforeAnswer`), e.g. to kill the
 * sending process after the server has the whole message but before it said 250.
 */
export class LocalSmtpServer {
  readonly received: ReceivedMail[] = []
  refuseRecipient: (address: string) => { code: number; message: string } | undefined = () => undefined
  beforeAnswer: (mail: ReceivedMail) => 'answer' | 'hold' = () => 'answer'
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      const refusal = this.refuseRecipient(address.address)
      if (!refusal) return callback()
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const parsed = await simpleParser(Buffer.concat(chunks))
        // Raw header lines, unfolded: what a mail client reads (mailparser's own view reshapes List-* headers).
        const lines = parsed.headerLines.map(({ line }) => line.replace(/\r?\n[ \t]+/g, ' '))
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          header: (name) => {
            const line = lines.find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
            return line?.slice(name.length + 1).trim()
          },
        }
        this.received.push(mail)
        if (this.beforeAnswer(mail) === 'answer') callback()
      })
    },
  })

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address))
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}

import net from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a loopback port for tests, keeping what it accepted (parsed by
 * mailparser). `mode` says how it treats the next messages: accept them, refuse every recipient
 * with 550, or close the connection in the middle of a message's data.
 */
export type SmtpSink = {
  url: string;
  mode: "accept" | "refuseRecipient" | "dropDuringData";
  messages: ParsedMail[];
  /** The raw messages, as the server received them. */
  raw: string[];
  close(): Promise<void>;
};

export const REFUSAL = "5.1.1 Utente sconosciuto presso questo hotel";

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<net.Socket>();
  const sink: SmtpSink = { url: "", mode: "accept", messages: [], raw: [], close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (sink.mode !== "refuseRecipient") return callback();
      callback(Object.assign(new Error(REFUSAL), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      if (sink.mode === "dropDuringData") {
        stream.once("data", () => {
          for (const socket of sockets) socket.destroy();
        });
        stream.resume();
        stream.on("end", () => callback(new Error("dropped")));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            sink.raw.push(raw);
            sink.messages.push(parsed);
            callback();
          })
          .catch(callback);
      });
    },
  });
  server.server.on("connection", (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as net.AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return sink;
}

/** A server that accepts connections and never says a word (no greeting): every send times out. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

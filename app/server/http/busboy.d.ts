// The part of busboy's interface the upload reader uses (the package ships no types).
declare module "busboy" {
  import type { IncomingHttpHeaders } from "node:http";
  import type { Readable, Writable } from "node:stream";

  type Limits = { fieldSize?: number; fields?: number; files?: number; parts?: number; headerPairs?: number };
  type FileInfo = { filename: string | undefined; encoding: string; mimeType: string };
  type FieldInfo = { nameTruncated: boolean; valueTruncated: boolean; encoding: string; mimeType: string };

  interface Busboy extends Writable {
    on(
      event: "file",
      listener: (name: string, stream: Readable & { truncated?: boolean }, info: FileInfo) => void,
    ): this;
    on(event: "field", listener: (name: string, value: string, info: FieldInfo) => void): this;
    on(event: "partsLimit" | "filesLimit" | "fieldsLimit" | "close", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
  }

  export default function busboy(options: {
    headers: IncomingHttpHeaders;
    limits?: Limits;
    defParamCharset?: string;
    preservePath?: boolean;
  }): Busboy;
}

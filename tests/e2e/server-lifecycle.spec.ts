// The production server as an operator runs it: a restart lets the requests in flight finish.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/** Starts `node server.js` from the suite's build on a free port; resolves once it listens. */
async function startServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-lifecycle-"));
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_DATA: "false",
      NODE_ENV: "development",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const waitFor = async (pattern: RegExp) => {
    await expect.poll(() => pattern.test(output), { timeout: 20_000 }).toBe(true);
  };
  return { child, port, exited, waitFor, dataDir, output: () => output };
}

function stopServer(child: ChildProcess) {
  if (child.exitCode === null) child.kill("SIGKILL");
}

test.describe("stopping the server", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a request in flight when SIGTERM arrives gets its answer; new connections are refused", async () => {
    const server = await startServer();
    try {
      const body = new URLSearchParams({
        name: "Dana",
        email: "dana@example.com",
        subject: "Restart",
        message: "Sent while the server stops",
      }).toString();
      const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request({
          host: "127.0.0.1",
          port: server.port,
          path: "/contact",
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
            Expect: "100-continue",
          },
        });
        // The server has the request in hand: now stop it, then send the body.
        request.on("continue", async () => {
          server.child.kill("SIGTERM");
          await server.waitFor(/SIGTERM received/);
          request.end(body);
        });
        request.on("response", (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        });
        request.on("error", reject);
        request.flushHeaders();
      });

      const answered = await response;
      expect(answered.status).toBe(200);
      expect(answered.text).toContain("Message sent successfully!");
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/closed/);

      const refused = await new Promise<string>((resolve) => {
        http
          .get({ host: "127.0.0.1", port: server.port, path: "/healthz" }, () => resolve("answered"))
          .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      });
      expect(refused).toBe("ECONNREFUSED");
    } finally {
      stopServer(server.child);
    }
  });
});

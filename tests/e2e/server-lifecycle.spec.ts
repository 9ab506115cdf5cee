// The production server as an operator runs it: a restart lets the requests in flight finish.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { killStartedServers, runRefusedServer, startServer } from "./helpers/server";

test.afterAll(killStartedServers);

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
      killStartedServers();
    }
  });

  test("a stop signal sent to the whole process group finishes requests in flight and leaves nothing behind", async () => {
    // The server's own temporary folder, so that what it leaves there can be seen.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-lifecycle-tmp-"));
    const server = await startServer({ TMPDIR: tmp }, { detached: true });
    try {
      expect(fs.readdirSync(tmp)).not.toHaveLength(0);
      const answer = new Promise<number>((resolve, reject) => {
        const request = http.request({
          host: "127.0.0.1",
          port: server.port,
          path: "/contact",
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Expect: "100-continue" },
        });
        request.on("continue", async () => {
          // As systemd or `kill -- -PID` does: the server and the embedded database both get it.
          process.kill(-server.child.pid!, "SIGTERM");
          await server.waitFor(/SIGTERM received/);
          request.end(
            new URLSearchParams({
              name: "Lee",
              email: "lee@example.com",
              subject: "Group stop",
              message: "Sent while the whole group stops",
            }).toString(),
          );
        });
        request.on("response", (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        request.on("error", reject);
        request.flushHeaders();
      });
      expect(await answer).toBe(200);
      expect(await server.exited).toBe(0);
      expect(fs.existsSync(path.join(server.dataDir, "pglite.lock"))).toBe(false);
      expect(fs.readdirSync(tmp)).toEqual([]);
    } finally {
      if (server.child.exitCode === null) process.kill(-server.child.pid!, "SIGKILL");
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  test("a second server on the same data folder refuses to start and names the running one", async () => {
    const first = await startServer();
    try {
      const { code, output } = await runRefusedServer({}, { dataDir: first.dataDir });
      expect(code).toBe(1);
      expect(output).toContain(
        `Florida Dog Places could not start: Another Florida Dog Places server (process ${first.child.pid},`,
      );
      expect(output).not.toMatch(/\n\s+at /);
      // The first server still answers.
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port: first.port, path: "/healthz" }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on("error", reject);
      });
      expect(status).toBe(200);
    } finally {
      killStartedServers();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { applyReviewMode } from '../services/biodatas/listing-state';
import { endSuspensionsThatAreOver } from '../services/moderation/suspensions';

/** How often a running server ends the suspensions whose time is up. */
export const END_SUSPENSIONS_EVERY_MS = 60_000;

/**
 * Moderation's lifecycle (issue 21): the review mode (BIODATA_REVIEW) recorded before the app
 * serves, every biodata's `listed` set anew when the mode changed; and, with `everyMs`, the
 * suspensions whose time is up ended (their biodatas listed again) from the app's start until it
 * closes. Without it (tests) they end only when a test calls `endSuspensionsThatAreOver`.
 */
export const moderationPlugin = fp<{ env: Env; everyMs?: number | undefined }>(
  async (app: FastifyInstance, { env, everyMs }) => {
    // Recorded before the app serves; a database that cannot be reached at that moment (it is
    // answered 503 meanwhile) gets it on the next pass.
    let isModeApplied = false;
    const applyMode = async () => {
      try {
        await applyReviewMode(app.db, env.BIODATA_REVIEW);
        isModeApplied = true;
      } catch (error) {
        app.log.error({ err: error }, 'recording the review mode failed');
      }
    };
    await applyMode();
    if (!everyMs) return;

    const endSuspensions = async () => {
      if (!isModeApplied) await applyMode();
      try {
        const ended = await endSuspensionsThatAreOver(app.db);
        if (ended > 0) app.log.info({ ended }, 'ended suspensions whose time was up');
      } catch (error) {
        app.log.error({ err: error }, 'ending suspensions failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    app.addHook('onReady', async () => {
      await endSuspensions();
      timer = setInterval(() => {
        running ??= endSuspensions().finally(() => {
          running = undefined;
        });
      }, everyMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'moderation', dependencies: ['database'] },
);

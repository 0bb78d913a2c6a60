// One command of the model test: it acts on the app and on the model, notes what it did in words (the steps a
// failure prints), then the app is read back and compared with the model.
import type fc from 'fast-check';
import { compare } from './compare.ts';
import type { MoneyModel } from './model.ts';
import { observe, type Real } from './real.ts';

export abstract class Step implements fc.AsyncCommand<MoneyModel, Real> {
  check(_m: Readonly<MoneyModel>): boolean {
    return true;
  }

  async run(m: MoneyModel, r: Real): Promise<void> {
    try {
      await this.act(m, r);
      compare(
        m,
        await observe(r),
        r.creators.map((c) => c.username),
      );
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      e.message = `The app and the model disagree after these steps:\n${m.log.join('\n')}\n\n${e.message}`;
      throw e;
    }
  }

  /** Does the step to both; `say` is called first with the words for the log. */
  protected abstract act(m: MoneyModel, r: Real): Promise<void>;

  abstract toString(): string;
}

/** Adds a line to the steps a failure prints. */
export const say = (m: MoneyModel, words: string) =>
  m.log.push(`${m.log.filter((line) => /^[1-9]\d*\. /.test(line)).length + 1}. ${words}`);

/** An HTTP answer's status must be `status`; otherwise the step fails with the body. */
export async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${await res.text()}`);
}

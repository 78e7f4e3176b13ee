import {
  Mutex,
  parse,
  protocol,
  type messages,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** Statements kept prepared at most, by default; the least recently used is closed beyond this. */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** The type of each parameter, as the database inferred it: how each value is written. */
  paramTypes: number[];
  /** The answer's columns (none for a statement that answers no rows), described once. */
  columns: messages.RowDescriptionMessage | undefined;
}

/** A type's parser by its OID, as PGlite's `parseResults` takes them. */
type Parsers = Parameters<typeof parse.parseResults>[1];

type RunQuery = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

const { serialize } = protocol;

/** Each client names its statements apart, so two clients of one database never collide. */
let clientCount = 0;

/**
 * PGlite as Drizzle's client (the `query` and `transaction` Drizzle calls), with each query text
 * parsed, planned and described once, as a named prepared statement, then run with its values in
 * one call.
 * PGlite's own `query()` parses, describes and plans every query anew over six calls into the
 * database, several times the cost of running it, and PGlite runs on the event loop.
 * Why, with the figures: docs/decisions/020-pglite-prepared-statements.md.
 *
 * PGlite has one connection, so a query waits for the one before it, and a transaction holds its
 * turn from BEGIN to COMMIT: nothing else can run inside someone else's transaction. All of the
 * server's database work goes through this client; PGlite's own methods are for set-up and tests.
 */
export class PgliteClient {
  readonly #pg: PGlite;
  readonly #turn = new Mutex();
  /** By query text, least recently used first. */
  readonly #statements = new Map<string, Statement>();
  readonly #maxStatements: number;
  readonly #prefix = `clearwell_${clientCount++}_`;
  #statementCount = 0;

  constructor(pg: PGlite, { maxStatements = MAX_STATEMENTS }: { maxStatements?: number } = {}) {
    this.#pg = pg;
    this.#maxStatements = maxStatements;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#turn.runExclusive(() => this.#run<T>(text, params, options));
  }

  /** Runs `callback` in a transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(callback: (tx: { query: RunQuery }) => Promise<T>): Promise<T> {
    return this.#turn.runExclusive(async () => {
      await this.#run('BEGIN');
      let result: T;
      try {
        result = await callback({ query: (text, params, options) => this.#run(text, params, options) });
      } catch (err) {
        await this.#run('ROLLBACK');
        throw err;
      }
      // A transaction whose error was caught inside the callback can only roll back.
      const commit = await this.#run('COMMIT');
      if (commit.command === 'ROLLBACK') throw new Error('The transaction had failed and was rolled back.');
      return result;
    });
  }

  /** Waits for the query or transaction under way, then closes the database. */
  close(): Promise<void> {
    return this.#turn.runExclusive(async () => {
      if (!this.#pg.closed) await this.#pg.close();
    });
  }

  async #run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const statement = await this.#statement(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = this.#pg.serializers[statement.paramTypes[i]!];
      return write ? write(value) : String(value);
    });
    const { messages } = await this.#pg.execProtocol(
      Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
    );
    // The columns as described when the statement was prepared: describing them again on each
    // run cost a third of a short query.
    const answer = statement.columns ? [statement.columns, ...messages] : messages;
    return parse.parseResults(answer, this.#parsersFor(statement.columns, options), {
      rowMode: options?.rowMode,
    })[0] as Results<T>;
  }

  /**
   * The parsers of the answer's columns only: PGlite would merge the options' parsers into all
   * of its own (over 300) on every query, which cost more than the rest of the query.
   */
  #parsersFor(columns: messages.RowDescriptionMessage | undefined, options?: QueryOptions): Parsers {
    const parsers: Parsers = {};
    for (const { dataTypeID } of columns?.fields ?? []) {
      const parser = options?.parsers?.[dataTypeID] ?? this.#pg.parsers[dataTypeID];
      if (parser) parsers[dataTypeID] = parser;
    }
    return parsers;
  }

  async #statement(text: string): Promise<Statement> {
    const known = this.#statements.get(text);
    if (known) {
      this.#statements.delete(text);
      this.#statements.set(text, known);
      return known;
    }
    const name = `${this.#prefix}${this.#statementCount++}`;
    // A text the database refuses throws here, and is not kept.
    const { messages } = await this.#pg.execProtocol(
      Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const parameters = messages.find((m) => m.name === 'parameterDescription') as
      messages.ParameterDescriptionMessage | undefined;
    const columns = messages.find((m) => m.name === 'rowDescription') as messages.RowDescriptionMessage | undefined;
    const statement = { name, paramTypes: parameters?.dataTypeIDs ?? [], columns };
    this.#statements.set(text, statement);
    if (this.#statements.size > this.#maxStatements) {
      const [oldestText, oldest] = this.#statements.entries().next().value!;
      this.#statements.delete(oldestText);
      await this.#pg.execProtocol(Buffer.concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]));
    }
    return statement;
  }
}

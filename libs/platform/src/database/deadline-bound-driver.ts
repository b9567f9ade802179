import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely';
import { PostgreSqlConnection, PostgreSqlDriver, type Configuration } from '@mikro-orm/postgresql';
import { currentRequestScope } from '../context/request-scope.js';

/**
 * The SQL that opens a transaction: Kysely's own (`begin`, or `start transaction` with its
 * settings), and, inside a request with a deadline, the time the request has left as the
 * transaction's statement timeout, sent in the same simple-protocol query.
 *
 * Every statement of the transaction is then cancelled by PostgreSQL at the deadline (a lock
 * wait included) instead of holding its connection and the handler's slot until it is granted.
 * Sent on its own, the `set local` cost each save a round trip to the database (issue 20).
 */
export function beginTransactionSql(settings: TransactionSettings, deadline: number | undefined, now = Date.now()): string {
  let begin = 'begin';
  if (settings.isolationLevel || settings.accessMode) {
    begin = 'start transaction';
    if (settings.isolationLevel) begin += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) begin += ` ${settings.accessMode}`;
  }
  if (deadline === undefined) return begin;
  // At least 1 ms: 0 would mean "no limit"; a deadline already past fails at the first statement.
  const remainingMs = Math.max(1, Math.ceil(deadline - now));
  return `${begin}; set local statement_timeout = ${remainingMs}`;
}

function deadlineBound<D extends Dialect>(dialect: D): D {
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = (): Driver => {
    const driver = createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection, settings: TransactionSettings) => {
      // Without parameters, pg sends the text as one simple query, so both statements go in one write.
      await connection.executeQuery(CompiledQuery.raw(beginTransactionSql(settings, currentRequestScope()?.deadline)));
    };
    return driver;
  };
  return dialect;
}

/** MikroORM's PostgreSQL connection, whose transactions begin bound by the request's deadline. */
class DeadlineBoundConnection extends PostgreSqlConnection {
  override createKyselyDialect(overrides: Parameters<PostgreSqlConnection['createKyselyDialect']>[0]) {
    return deadlineBound(super.createKyselyDialect(overrides));
  }
}

/**
 * MikroORM's PostgreSQL driver with DeadlineBoundConnection: a service's transactions inside an
 * RPC request cannot outlive the request's deadline (the caller has had its 503 by then).
 */
export class DeadlineBoundPostgreSqlDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    // PostgreSqlDriver names its connection class itself; this one differs only in how it begins.
    (this as unknown as { connection: PostgreSqlConnection }).connection = new DeadlineBoundConnection(this.config);
  }
}

/** One schema change. Versions are applied once, in order, and never edited after release. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const hourMinuteCheck = `~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/** The schema history of the provider API. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'rates, branches, calculator leads and enquiries',
    sql: `
      CREATE TABLE gold_rates (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        karat18 numeric(12,2) NOT NULL CHECK (karat18 > 0),
        karat22 numeric(12,2) NOT NULL CHECK (karat22 > 0),
        karat24 numeric(12,2) NOT NULL CHECK (karat24 > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX gold_rates_newest_first ON gold_rates (created_at DESC, id DESC);

      CREATE TABLE branches (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        branch_name text NOT NULL,
        incharge_name text NOT NULL,
        mobile_number text NOT NULL,
        shop_open_timing text NOT NULL CHECK (shop_open_timing ${hourMinuteCheck}),
        shop_closing_timing text NOT NULL CHECK (shop_closing_timing ${hourMinuteCheck}),
        address text NOT NULL,
        city text NOT NULL,
        state text NOT NULL,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        status smallint NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX branches_by_status_and_name ON branches (status, lower(branch_name), id);

      CREATE TABLE calculations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        mobile_number text NOT NULL,
        email_id text NOT NULL,
        city text NOT NULL,
        gold_grams numeric(12,2) NOT NULL,
        gold_carat smallint NOT NULL CHECK (gold_carat IN (18, 22, 24)),
        per_gram_price numeric(12,2) NOT NULL,
        total_price numeric(20,2) NOT NULL,
        gold_rate_id integer NOT NULL REFERENCES gold_rates (id),
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE franchise_enquiries (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        mobile_number text NOT NULL,
        mail_id text NOT NULL,
        previous_experiences numeric(12,0) NOT NULL,
        total_fund_available_for_invest numeric(12,0) NOT NULL,
        total_fund_available_now numeric(12,0) NOT NULL,
        certificate_file_name text,
        certificate_stored_name text UNIQUE,
        certificate_mime_type text,
        certificate_size integer,
        certificate_sha256 char(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        -- a certificate is described completely or not at all
        CHECK (num_nulls(certificate_file_name, certificate_stored_name, certificate_mime_type,
                         certificate_size, certificate_sha256) IN (0, 5))
      );

      CREATE TABLE general_enquiries (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        mobile_number text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 2,
    name: 'remote registry: versions, channels, audit trail, load failures',
    sql: `
      CREATE TABLE remote_versions (
        remote text NOT NULL,
        version text NOT NULL,
        base_url text NOT NULL,
        entry_file text NOT NULL,
        integrity text,
        exposes jsonb NOT NULL,
        shared jsonb NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        published_by text NOT NULL,
        PRIMARY KEY (remote, version)
      );

      CREATE TABLE remote_channels (
        remote text PRIMARY KEY,
        stable text,
        canary_version text,
        canary_percent smallint CHECK (canary_percent BETWEEN 0 AND 100),
        revision integer NOT NULL DEFAULT 0,
        FOREIGN KEY (remote, stable) REFERENCES remote_versions (remote, version),
        FOREIGN KEY (remote, canary_version) REFERENCES remote_versions (remote, version)
      );

      CREATE TABLE registry_audit (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor text NOT NULL,
        remote text NOT NULL,
        action text NOT NULL,
        version text,
        previous text,
        reason text
      );
      CREATE INDEX registry_audit_by_remote ON registry_audit (remote, id DESC);

      CREATE TABLE remote_failures (
        remote text NOT NULL,
        version text NOT NULL,
        channel text NOT NULL,
        phase text NOT NULL,
        count integer NOT NULL DEFAULT 0,
        last_at timestamptz NOT NULL DEFAULT now(),
        last_message text,
        PRIMARY KEY (remote, version, channel, phase)
      );
    `,
  },
  {
    version: 3,
    name: 'remote versions: the Module Federation release each was built with',
    sql: `ALTER TABLE remote_versions ADD COLUMN federation_release text;`,
  },
  {
    version: 4,
    name: 'release files in the database, a registry revision, shared rate-limit counters',
    sql: `
      -- Content-addressed: a file that several versions share is stored once.
      CREATE TABLE release_blobs (
        sha256 char(64) PRIMARY KEY,
        content bytea NOT NULL
      );

      CREATE TABLE release_files (
        remote text NOT NULL,
        version text NOT NULL,
        path text NOT NULL,
        sha256 char(64) NOT NULL REFERENCES release_blobs (sha256),
        size integer NOT NULL,
        PRIMARY KEY (remote, version, path),
        FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
      );

      -- One row: every registry change raises it in the change's own transaction, so an
      -- instance that missed a notification sees that its copy is old.
      CREATE TABLE registry_revision (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        revision bigint NOT NULL DEFAULT 0
      );
      INSERT INTO registry_revision DEFAULT VALUES;

      -- Fixed-window counters shared by every instance.
      CREATE TABLE rate_limit_hits (
        key text PRIMARY KEY,
        count integer NOT NULL,
        window_ends timestamptz NOT NULL
      );
    `,
  },
  {
    version: 5,
    name: 'ops tokens scoped to remotes and capabilities, stored hashed; the token of each registry change',
    sql: `
      CREATE TABLE ops_tokens (
        -- Never reused, so that an audit entry names one token for good.
        name text PRIMARY KEY,
        -- SHA-256 of the token: a copy of the database holds no token anyone can use.
        token_sha256 char(64) NOT NULL UNIQUE,
        -- The remotes it may release, as a JSON array; null for every remote.
        remotes jsonb,
        capabilities jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by text NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      );

      -- Null for changes the server made itself, and for those made before tokens had names.
      ALTER TABLE registry_audit ADD COLUMN token text;
    `,
  },
  {
    version: 6,
    name: 'failure reports: one per page view, and no free text from strangers',
    sql: `
      CREATE TABLE remote_failure_reports (
        remote text NOT NULL,
        version text NOT NULL,
        page_view text NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (remote, version, page_view)
      );
      ALTER TABLE remote_failures DROP COLUMN last_message;
    `,
  },
  {
    version: 7,
    name: 'canary guard: traffic per version and 10-second bucket, canary rollouts, guard settings',
    sql: `
      -- Page views served and failures reported per remote version: each instance adds its
      -- counts to the bucket they fell in, so instances add up; the guard sums a window of them.
      CREATE TABLE remote_version_traffic (
        remote text NOT NULL,
        version text NOT NULL,
        bucket timestamptz NOT NULL,
        views integer NOT NULL DEFAULT 0,
        failures integer NOT NULL DEFAULT 0,
        PRIMARY KEY (remote, version, bucket)
      );
      CREATE INDEX remote_version_traffic_by_bucket ON remote_version_traffic (bucket);

      -- The canary now running per remote: since when (the guard counts from there), its ramp and
      -- whether that is paused. Changed with the channels, in their transaction.
      CREATE TABLE canary_rollouts (
        remote text PRIMARY KEY,
        version text NOT NULL,
        started_at timestamptz NOT NULL,
        ramp_steps jsonb,
        ramp_step integer,
        ramp_every_ms integer,
        step_started_at timestamptz,
        paused boolean NOT NULL DEFAULT false
      );
      INSERT INTO canary_rollouts (remote, version, started_at)
        SELECT remote, canary_version, now() FROM remote_channels WHERE canary_version IS NOT NULL;

      -- Thresholds of one remote where it differs from the configured defaults (null: default).
      CREATE TABLE canary_guard_settings (
        remote text PRIMARY KEY,
        min_views integer CHECK (min_views > 0),
        max_rate_percent double precision CHECK (max_rate_percent > 0),
        max_ratio double precision CHECK (max_ratio > 0)
      );
    `,
  },
  {
    version: 8,
    name: 'registry audit: the canary share and ramp step each change left',
    sql: `
      -- Null for changes that leave no canary running, and for entries written before.
      ALTER TABLE registry_audit ADD COLUMN percent smallint, ADD COLUMN ramp_step smallint;
    `,
  },
  {
    version: 9,
    name: 'franchise certificates in the database, content-addressed like release files',
    sql: `
      -- Same shape as release_blobs, apart: visitors' files never share rows with public ones.
      CREATE TABLE certificate_blobs (
        sha256 char(64) PRIMARY KEY,
        content bytea NOT NULL
      );

      -- Every new certificate row needs its bytes in the same transaction. NOT VALID: rows from
      -- before have their files on disk until start-up moves them in (or lost, which ops shows).
      ALTER TABLE franchise_enquiries ADD CONSTRAINT franchise_enquiries_certificate_blob
        FOREIGN KEY (certificate_sha256) REFERENCES certificate_blobs (sha256) NOT VALID;
    `,
  },
  {
    version: 10,
    name: 'registry revision: when it last changed, for how long a change takes to reach instances',
    sql: `
      -- Null until the first change after this migration.
      ALTER TABLE registry_revision ADD COLUMN changed_at timestamptz;
    `,
  },
  {
    version: 11,
    name: 'canary guard: the visitors each version started and failed for, and page views that ran',
    sql: `
      -- Each page view whose code ran in a browser (its start report), once per version it ran:
      -- a replayed report adds no view.
      CREATE TABLE page_view_starts (
        remote text NOT NULL,
        version text NOT NULL,
        page_view text NOT NULL,
        at timestamptz NOT NULL,
        PRIMARY KEY (remote, version, page_view)
      );
      CREATE INDEX page_view_starts_by_at ON page_view_starts (at);

      -- Each visitor (the server's signed cookie) a version ran for, from which network, when it
      -- last did, and when it last failed: what the guard counts, per visitor and not per view.
      CREATE TABLE version_visitors (
        remote text NOT NULL,
        version text NOT NULL,
        visitor text NOT NULL,
        address text NOT NULL,
        seen_at timestamptz NOT NULL,
        failed_at timestamptz,
        PRIMARY KEY (remote, version, visitor)
      );
      CREATE INDEX version_visitors_by_seen ON version_visitors (remote, version, seen_at);

      ALTER TABLE canary_guard_settings RENAME COLUMN min_views TO min_visitors;
    `,
  },
  {
    version: 12,
    name: 'general enquiries are callback requests: the time of day to call back',
    sql: `
      -- Null for enquiries stored before the callback form, which asked for no time. The message
      -- stays NOT NULL: an enquiry without one is stored with the empty message.
      ALTER TABLE general_enquiries ADD COLUMN preferred_time text;
    `,
  },
  {
    version: 13,
    name: 'enquiries are stored once per submission: the idempotency key the page sent',
    sql: `
      -- The key the page gives a submission, the same on every retry of it: a second request
      -- with it stores nothing. Null for enquiries sent without one (before the key, or by hand).
      ALTER TABLE general_enquiries ADD COLUMN idempotency_key text UNIQUE;
      ALTER TABLE franchise_enquiries ADD COLUMN idempotency_key text UNIQUE;
    `,
  },
  {
    version: 14,
    name: 'registry: the commit and author each published build came from',
    sql: `
      -- build-source.json of the build as remote:build wrote it ({commit, author, dirty}); null
      -- for builds without one (hosted elsewhere, built by \`npm run build\`).
      ALTER TABLE remote_versions ADD COLUMN source jsonb;
    `,
  },
  {
    version: 15,
    name: 'a paused ramp keeps when it was paused: resume continues the step clock',
    sql: `
      -- The step's time run before the pause is step_started_at to paused_at; resume carries it
      -- on. A ramp paused before this migration counts as paused now.
      ALTER TABLE canary_rollouts ADD COLUMN paused_at timestamptz;
      UPDATE canary_rollouts SET paused_at = now() WHERE paused;
      ALTER TABLE canary_rollouts DROP COLUMN paused;
    `,
  },
  {
    version: 16,
    name: 'preview grants: each one issued, so that ops can list and revoke them',
    sql: `
      -- One row per preview link issued; the browser keeps the signed grant, which names this id.
      -- A revoked grant stops working on every instance at the registry's next revision.
      CREATE TABLE preview_grants (
        id text PRIMARY KEY,
        remote text NOT NULL,
        version text NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        issued_by text NOT NULL,
        issued_token text,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_by text
      );
      CREATE INDEX preview_grants_by_expiry ON preview_grants (expires_at);
    `,
  },
  {
    version: 17,
    name: 'registry: the shell and API levels each published build was made for',
    sql: `
      -- {shell, api} as the build's mf-manifest.json recorded them; null for builds that recorded
      -- none, which are at the first level of each. Added, not renamed: instances of the
      -- previous release go on writing versions without it during a rolling upgrade.
      ALTER TABLE remote_versions ADD COLUMN build_levels jsonb;
    `,
  },
];

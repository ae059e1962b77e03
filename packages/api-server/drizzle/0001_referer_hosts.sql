-- Issue 26: one source is one host. Referers stored before were lower-case host names that
-- could still start with "www." ("www.linkedin.com" counted apart from "linkedin.com"); older
-- rows could hold whole addresses. This applies the domain's refererHost
-- (packages/domain/src/referers/refererHost.ts) step by step to every stored referer: trim,
-- lower-case ASCII letters, drop the scheme, then path, query and fragment, credentials, port,
-- the root's dot and leading "www."s that leave a dotted name; what is not then a DNS-shaped
-- name becomes null (a direct link). test/db/referer-hosts-migration.test.ts holds it equal to
-- the function. Hand-written (drizzle-kit generate --custom); kept by src/db/regenerate-migration.ts.
UPDATE job_applications AS application
SET referer = normalised.host
FROM (
  SELECT steps.id,
    CASE WHEN length(steps.host) BETWEEN 1 AND 253
      AND steps.host ~ '^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$'
    THEN steps.host END AS host
  FROM (
    SELECT id,
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
        translate(
          regexp_replace(referer, '^[\t\n\v\f\r ]+|[\t\n\v\f\r ]+$', '', 'g'),
          'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
        '^[a-z][a-z0-9+.-]*://', ''),
        '[/?#\\].*$', ''),
        '^.*@', ''),
        ':[0-9]*$', ''),
        '\.$', ''),
        '^(?:www\.)+(?=.*\.)', '') AS host
    FROM job_applications
    WHERE referer IS NOT NULL
  ) AS steps
) AS normalised
WHERE application.id = normalised.id AND application.referer IS DISTINCT FROM normalised.host;

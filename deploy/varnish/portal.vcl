vcl 4.1;
# Services publics MG: the HTTP cache and load balancer in front of the portal instances,
# configured as a CDN would be (ADR 7). Used as-is by `npm run cluster` and the Compose file.
#
# - Honours the app's Cache-Control: public pages (s-maxage) are kept; anything private or
#   no-store (forms, search results, the admin, signed-in API answers) is passed through.
# - Public pages are the same for everyone: they are looked up whatever the cookies, and the
#   app never sets a cookie on them (Vary is only Accept-Encoding, normalised to 3 variants).
# - A publish bans every stored page (BAN from the instances, CACHE_PURGE_URL); immutable
#   assets stay.
# - Idempotent requests (GET, HEAD, and the contact form, which carries an idempotency key)
#   are retried on another instance when one fails; instances are probed on /readyz and a
#   sick one gets no traffic; stored pages are served stale while every instance is down.
# - When no instance answers (all sick, or a read failed on two of them), public reads go to the
#   static mirror (src/ops/mirror.ts): every public page as of its last publication, marked as
#   the backup copy, without forms. Its answers are kept 10 s only, so the site is back as soon
#   as an instance is.
#
# backends.vcl defines, per deployment: one backend per instance, the `portal` director in
# vcl_init, `backend mirror` (the mirror's static server, probed on /healthz) and `acl purgers`
# (the instances' addresses: who may BAN and bypass the cache).
# scripts/cluster.mjs writes it at every start; deploy/varnish/compose-backends.vcl is the
# Compose file's.

import directors;
import std;

include "backends.vcl";

sub vcl_recv {
    if (req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        ban("obj.http.X-Portal-Bannable == yes");
        return (synth(200, "Banned"));
    }
    if (req.http.X-Portal-Bypass) {
        if (client.ip ~ purgers) {
            return (pass);
        }
        unset req.http.X-Portal-Bypass;
    }
    unset req.http.X-Portal-Retry;

    # At most three stored variants per page: brotli, gzip, identity.
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }

    if (req.method == "POST" && req.url ~ "^/(fr|mg)/contact/envoyer/?(\?.*)?$") {
        # The form carries a one-message key: sent twice, it is stored once (src/forms/contact).
        std.cache_req_body(64KB);
        set req.http.X-Portal-Retry = "idempotent";
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Editors' previews of unpublished work: per person, straight to an instance.
    # The contact page is per reader too (its form's token): never stored, so never waited for. Looked up, a
    # reader's request would queue behind another's fetch of it, and behind a frozen instance until the
    # backend's timeout while the mirror could answer (issue 41, the cluster test's readers).
    if (req.url ~ "^/(fr|mg)/apercu/" || req.url ~ "^/(fr|mg)/contact/?(\?.*)?$") {
        return (pass);
    }
    # The public site, its data (page data, open API) and its assets do not depend on cookies
    # (the app marks what does private).
    if (req.url ~ "^/(fr|mg)/" || req.url ~ "^/(page-data|api/open/v1)/" || req.url ~ "^/(_next/static|_islands|icons|fonts|offline)/" || req.url ~ "^/(sw\.js|manifest\.webmanifest|robots\.txt|sitemap\.xml|favicon\.ico)(\?.*)?$") {
        return (hash);
    }
    # Everything else (/, /admin, /api): the built-in rules (no lookup with a cookie or a token).
}

sub vcl_backend_fetch {
    # Spread the load; a retry goes to another instance (the shard director's alternative).
    if (bereq.retries == 0) {
        set bereq.http.X-Portal-Spread = bereq.xid;
    }
    set bereq.backend = portal.backend(by=KEY, key=portal.key(bereq.http.X-Portal-Spread), alt=bereq.retries, resolve=NOW);
    # No instance answers: the public site's reads from the static mirror.
    if ((bereq.method == "GET" || bereq.method == "HEAD") && (bereq.retries >= 2 || !std.healthy(portal.backend())) && bereq.url ~ "^/((fr|mg|page-data|_next/static|_islands|_mirror|icons|fonts|media)/|(sw\.js|manifest\.webmanifest|robots\.txt|sitemap\.xml|favicon\.ico)?(\?.*)?$)") {
        set bereq.backend = mirror;
    }
}

sub vcl_backend_response {
    if (beresp.backend == mirror) {
        # The backup copy: never kept long, never retried elsewhere.
        if (beresp.ttl > 10s) {
            set beresp.ttl = 10s;
        }
        set beresp.grace = 0s;
        set beresp.http.X-Portal-Bannable = "yes";
        return (deliver);
    }
    if (beresp.status >= 500 && bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD" || bereq.http.X-Portal-Retry)) {
        return (retry);
    }
    if (bereq.url !~ "^/(_next/static|_islands)/") {
        set beresp.http.X-Portal-Bannable = "yes";
    }
    if (beresp.ttl > 0s) {
        # While every instance is down (or the database is), readers still get the pages seen.
        set beresp.grace = 6h;
    }
}

sub vcl_backend_error {
    if (bereq.retries < 3 && (bereq.method == "GET" || bereq.method == "HEAD" || bereq.http.X-Portal-Retry)) {
        return (retry);
    }
    set beresp.status = 503;
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    set beresp.http.Content-Security-Policy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    if (bereq.url ~ "^/mg/") {
        synthetic({"<!doctype html><html lang="mg"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Tsy azo ampiasaina vetivety ny tolotra</title><h1>Tsy azo ampiasaina vetivety ny tolotra</h1><p>Nisy olana teo amin’ny lafiny teknika. Andramo indray afaka minitra vitsivitsy.</p><p><a href="/mg/">Hiverina any amin’ny fandraisana</a></p></html>"});
    } else {
        synthetic({"<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Le service est momentanément indisponible</title><h1>Le service est momentanément indisponible</h1><p>Une erreur est survenue de notre côté. Réessayez dans quelques minutes.</p><p><a href="/fr/">Retourner à l’accueil</a></p></html>"});
    }
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.X-Portal-Bannable;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}

sub vcl_synth {
    set resp.http.Cache-Control = "no-store";
}

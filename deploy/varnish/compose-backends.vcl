# The Compose file's instances (deploy/compose.yaml): one backend per app service.
probe portal_ready {
    .url = "/readyz";
    .interval = 2s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}
backend app1 { .host = "app1"; .port = "3000"; .probe = portal_ready; .connect_timeout = 1s; .first_byte_timeout = 30s; .between_bytes_timeout = 10s; }
backend app2 { .host = "app2"; .port = "3000"; .probe = portal_ready; .connect_timeout = 1s; .first_byte_timeout = 30s; .between_bytes_timeout = 10s; }
# The static mirror (the `mirror` service: npm run mirror -- serve on the shared mirror volume).
probe mirror_ready {
    .url = "/healthz";
    .interval = 2s;
    .timeout = 2s;
    .window = 2;
    .threshold = 1;
    .initial = 0;
}
backend mirror { .host = "mirror"; .port = "8089"; .probe = mirror_ready; .connect_timeout = 1s; .first_byte_timeout = 10s; .between_bytes_timeout = 10s; }
# The app instances' network (deploy/compose.yaml), minus its gateway: clients reaching the
# published port appear as the gateway, and must not ban.
acl purgers {
    "127.0.0.1";
    ! "172.28.0.1";
    "172.28.0.0"/24;
}
sub vcl_init {
    new portal = directors.shard();
    portal.add_backend(app1);
    portal.add_backend(app2);
    portal.reconfigure();
}

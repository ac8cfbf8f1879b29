# syntax=docker/dockerfile:1
# Two stages: wheels are built in the first, the second has no compiler and runs as an
# unprivileged user. Card data is not baked in: mount it (DECKCHECK_DATA) or let the sync
# download it. docker-compose.yml runs the sync as a one-shot service instead.
FROM python:3.11-slim AS build
WORKDIR /src
COPY pyproject.toml README.md ./
COPY deckcheck deckcheck
COPY card_db card_db
COPY restricted_lists restricted_lists
COPY api api
RUN pip wheel --no-cache-dir --wheel-dir /wheels .

FROM python:3.11-slim
RUN useradd --create-home --uid 1000 deckcheck
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels
USER deckcheck
WORKDIR /home/deckcheck
ENV PYTHONUNBUFFERED=1 \
    DECKCHECK_HOST=0.0.0.0 DECKCHECK_PORT=8000 DECKCHECK_WORKERS=2 \
    DECKCHECK_ACCESSLOG="" \
    PROMETHEUS_MULTIPROC_DIR=/tmp/deckcheck-metrics
EXPOSE 8000
# liveness only (/healthz answers while the database is down); readiness is /readyz
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s --retries=3 \
    CMD python -c "import os,sys,urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('DECKCHECK_PORT', '8000'), timeout=2).status != 200)"
# Standalone: import (or update) the card data, then serve; the sync is idempotent.
CMD ["sh", "-c", "deckcheck db sync --quiet ${DECKCHECK_DATA:+--source $DECKCHECK_DATA} && exec deckcheck serve"]

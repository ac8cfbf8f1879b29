# syntax=docker/dockerfile:1
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
ENV DECKCHECK_HOST=0.0.0.0 DECKCHECK_PORT=8000 DECKCHECK_WORKERS=2
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s CMD python -c "import urllib.request,sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/healthz').status != 200)"
# Mount or download the card data, then serve: the sync is idempotent.
CMD ["sh", "-c", "deckcheck db sync --quiet ${DECKCHECK_DATA:+--source $DECKCHECK_DATA} && deckcheck serve"]

/* The goldfish page's start form with JavaScript: the run goes through the JSON API.
   POST /api/v1/goldfish/runs answers with a finished report (201: a synchronous run) or a
   job (202: {id, state, done, total}); a job is asked for every second and its progress
   shown, then the browser opens the report page /goldfish/runs/<id>. A refusal (an illegal
   deck, an unreadable list, a limit) sends the form itself, so the server shows it as the
   page without JavaScript does. The "step by step" button is a plain form post. */
(function () {
  "use strict";
  var form = document.getElementById("check-form");
  if (!form || !window.fetch) { return; }
  var strings = JSON.parse(document.getElementById("ui-strings").textContent);
  var box = document.getElementById("progress");
  var text = document.getElementById("progress-text");
  var bar = document.getElementById("progress-bar");
  var runButton = document.getElementById("run-button");
  var lang = document.documentElement.lang || "en";
  var plain = false;
  var misses = 0;           // polls in a row that got no answer (a restart, a network blip)

  function say(state, done, total) {
    box.hidden = false;
    var words = strings[state] || state;
    if (total) {
      bar.max = total;
      bar.value = done || 0;
      words += " · " + strings.done.replace("{done}", done || 0).replace("{total}", total);
    } else {
      bar.removeAttribute("value");
    }
    text.textContent = words;
  }

  function fallBack() {
    plain = true;
    runButton.disabled = false;
    form.submit();
  }

  function finished(body) {
    return body && (body.report || body.state === "finished");
  }

  function open(id) {
    window.location.href = form.dataset.report + encodeURIComponent(id);
  }

  function poll(id) {
    fetch("/api/v1/goldfish/runs/" + encodeURIComponent(id), {headers: {"Accept-Language": lang}})
      .then(function (res) { return res.ok ? res.json() : Promise.reject(res.status); })
      .then(function (body) {
        misses = 0;
        if (finished(body)) { say("running", body.total, body.total); open(id); return; }
        if (body.state === "failed" || body.state === "cancelled") {
          say(body.state, body.done, body.total);
          runButton.disabled = false;
          return;
        }
        say(body.state || "queued", body.done, body.total);
        window.setTimeout(function () { poll(id); }, 1000);
      })
      .catch(function (status) {
        misses += 1;
        if (status === 404 || misses > 10) { open(id); return; }   // the report page says what became of it
        window.setTimeout(function () { poll(id); }, 2000);
      });
  }

  form.addEventListener("submit", function (event) {
    var submitter = event.submitter;
    if (plain || (submitter && submitter.id !== "run-button")) { return; }
    event.preventDefault();
    var data = new FormData(form);
    var payload = {decklist: data.get("decklist") || "", games: parseInt(data.get("games"), 10) || 1,
                   seed: parseInt(data.get("seed"), 10) || 0};
    if (data.get("game")) { payload.game = data.get("game"); }
    if (data.get("format")) { payload.format = data.get("format"); }
    if (data.get("as_of")) { payload.as_of = data.get("as_of"); }
    runButton.disabled = true;
    say("queued", 0, payload.games);
    fetch(form.dataset.api, {method: "POST", headers: {"Content-Type": "application/json", "Accept-Language": lang},
                             body: JSON.stringify(payload)})
      .then(function (res) {
        if (!res.ok) { return Promise.reject(res.status); }
        return res.json();
      })
      .then(function (body) {
        if (finished(body)) { open(body.id); } else { poll(body.id); }
      })
      .catch(fallBack);
  });
})();

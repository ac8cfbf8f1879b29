/* deckcheck embed (served as /embed.js by api/pages/embed.py): a deck on any page checked through this server's API.
 *
 *   <script src="https://YOUR-DECKCHECK/embed.js" defer></script>
 *   <pre data-deckcheck data-game="agot" data-format="joust">House Stark
 *   Fealty
 *   ...</pre>
 *   <a data-deckcheck-url href="https://thronesdb.com/decklist/view/12345">my deck</a>
 *
 * Each element with data-deckcheck is checked with its text (POST /api/v1/validate); each with
 * data-deckcheck-url is read by its link first (POST /api/v1/decklists/import: ThronesDB,
 * EmeraldDB, FiveRingsDB). A verdict line follows the element: legal or not, with the
 * messages folded below, in the page's language (<html lang>, or data-lang). The server is the
 * one this script came from; it must allow the page's origin (DECKCHECK_CORS_ORIGINS).
 * Everything is written as text nodes: nothing from a deck or an answer becomes markup. */
(function () {
  "use strict";
  var me = document.currentScript;
  var base = me ? new URL(me.src, document.baseURI).origin : "";
  // the words of each language, from the server's catalogues (api/pages/embed.py fills them in)
  var WORDS = {{ words|tojson }};

  function lang(el) {
    var asked = (el.getAttribute("data-lang") || document.documentElement.lang || "en").slice(0, 2).toLowerCase();
    return WORDS[asked] ? asked : "en";
  }

  function post(path, body, language) {
    return fetch(base + "/api/v1" + path + "?lang=" + language, {
      method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)
    }).then(function (r) {
      return r.json().then(function (data) {
        if (!r.ok) { throw new Error(data && data.error ? data.error.message : String(r.status)); }
        return data;
      });
    });
  }

  function line(box, text, cls) {
    var p = document.createElement("p");
    p.textContent = text;
    if (cls) { p.className = cls; }
    box.appendChild(p);
    return p;
  }

  function show(box, verdict, words) {
    box.textContent = "";
    var issues = (verdict.violations || []).concat(verdict.parse_problems || []);
    var head = line(box, (verdict.valid ? "\u2713 " + words.legal : "\u2717 " + words.illegal) +
                    " \u00b7 " + verdict.game + " / " + verdict.format, "deckcheck-head");
    head.style.fontWeight = "bold";
    box.setAttribute("data-valid", verdict.valid ? "true" : "false");
    if (issues.length) {
      var details = document.createElement("details");
      var summary = document.createElement("summary");
      summary.textContent = words.problems.replace("{n}", String(issues.length));
      details.appendChild(summary);
      var list = document.createElement("ul");
      issues.forEach(function (v) {
        var li = document.createElement("li");
        li.textContent = v.message;
        list.appendChild(li);
      });
      details.appendChild(list);
      box.appendChild(details);
    }
    var by = document.createElement("a");
    by.href = base + "/";
    by.textContent = words.by;
    by.style.fontSize = "smaller";
    box.appendChild(by);
  }

  function check(el) {
    var language = lang(el);
    var words = WORDS[language];
    var box = document.createElement("div");
    box.className = "deckcheck-verdict";
    box.setAttribute("role", "status");
    box.setAttribute("aria-live", "polite");
    line(box, words.checking);
    el.insertAdjacentElement("afterend", box);
    var options = {game: el.getAttribute("data-game") || undefined,
                   format: el.getAttribute("data-format") || undefined};
    var url = el.hasAttribute("data-deckcheck-url") ? (el.getAttribute("data-deckcheck-url") || el.href) : null;
    var read = url
      ? post("/decklists/import", {url: url}, language).then(function (found) { return found.decklist; })
      : Promise.resolve(el.textContent);
    read.then(function (decklist) {
      return post("/validate", {decklist: decklist, game: options.game, format: options.format}, language);
    }).then(function (verdict) { show(box, verdict, words); }, function (error) {
      box.textContent = "";
      line(box, words.failed + ": " + error.message, "deckcheck-error");
      box.setAttribute("data-valid", "unknown");
    });
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-deckcheck], [data-deckcheck-url]"), check);
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();

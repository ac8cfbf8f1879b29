/* Check a deck as you type: POST /api/v1/validate (debounced) and draw the verdict like
   the server-rendered panel (templates/pages/_verdict.html). Without this script the form
   posts to the page and the server draws the same panel. */
(function () {
  "use strict";
  var form = document.getElementById("check-form");
  var body = document.getElementById("result-body");
  var stringsNode = document.getElementById("ui-strings");
  if (!form || !body || !stringsNode || !window.fetch) { return; }
  var S = JSON.parse(stringsNode.textContent);
  var hint = document.getElementById("live-hint");
  if (hint) { hint.hidden = false; }
  var names = {};          // "game/id/lang" -> display name, or null for an unknown id
  var timer = null;
  var sequence = 0;
  var lastBody = null;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) { return; }
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }
  function value(name) { return (form.elements[name].value || "").trim(); }
  function cardUrl(game, id) { return "/cards/" + game + "/" + encodeURIComponent(id); }
  function cardLink(game, id, lang) {
    var name = names[game + "/" + id + "/" + lang];
    if (name === null) { return el("code", {}, [id]); }
    return el("a", {href: cardUrl(game, id)}, [name || id]);
  }
  function fill(text, fields) {
    return text.replace(/\{(\w+)\}/g, function (m, k) { return k in fields ? String(fields[k]) : m; });
  }

  function loadNames(verdict, lang) {
    var ids = {};
    (verdict.violations || []).concat(verdict.warnings || []).forEach(function (v) {
      (v.cards || []).forEach(function (id) { ids[id] = true; });
    });
    (verdict.parse_problems || []).slice(0, 20).forEach(function (p) {
      (p.candidates || []).slice(0, 3).forEach(function (c) { ids[c.id] = true; });
    });
    var wanted = Object.keys(ids).filter(function (id) {
      return !((verdict.game + "/" + id + "/" + lang) in names);
    }).slice(0, 40);
    return Promise.all(wanted.map(function (id) {
      var key = verdict.game + "/" + id + "/" + lang;
      return fetch("/api/v1/games/" + verdict.game + "/cards/" + encodeURIComponent(id) + "?lang=" + lang)
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (card) { names[key] = card ? card.display_name : null; })
        .catch(function () { /* keep the id */ });
    }));
  }

  function groups(verdict, items, kind, lang) {
    var order = [];
    var byCode = {};
    items.forEach(function (v) {
      if (!byCode[v.code]) { byCode[v.code] = []; order.push(v.code); }
      byCode[v.code].push(v);
    });
    return el("div", {"class": "groups " + kind}, order.map(function (code, i) {
      var id = "g-" + kind + "-" + (i + 1);
      return el("section", {"class": "group", "aria-labelledby": id}, [
        el("h4", {id: id}, [el("code", {}, [code]), " ", el("span", {"class": "count"}, [String(byCode[code].length)])]),
        el("ul", {}, byCode[code].map(function (v) {
          var nums = null;
          if (v.expected !== undefined || v.actual !== undefined) {
            nums = el("p", {"class": "nums"}, [
              v.expected !== undefined ? el("span", {}, [S.expected + ": ", el("strong", {}, [String(v.expected)])]) : null,
              " ",
              v.actual !== undefined ? el("span", {}, [S.actual + ": ", el("strong", {}, [String(v.actual)])]) : null]);
          }
          var cards = null;
          if (v.cards && v.cards.length) {
            var parts = [S.cards_involved + ": "];
            v.cards.forEach(function (id, j) {
              if (j) { parts.push(", "); }
              parts.push(cardLink(verdict.game, id, lang));
            });
            cards = el("p", {"class": "cards"}, parts);
          }
          return el("li", {}, [el("p", {"class": "msg"}, [v.message]), nums, cards]);
        }))
      ]);
    }));
  }

  function draw(verdict, lang) {
    var violations = verdict.violations || [];
    var headline = el("p", {"class": "headline", role: "status"}, verdict.valid
      ? [el("span", {"class": "badge ok"}, ["✓ " + S.legal])]
      : [el("span", {"class": "badge bad"}, ["✗ " + S.illegal]), " ",
         el("span", {}, [fill(S.n_violations, {n: violations.length})])]);
    var option = form.elements.game.querySelector('option[value="' + verdict.game + '"]');
    headline.appendChild(el("span", {"class": "meta"}, [(option ? option.textContent : verdict.game) + " · " + verdict.format]));
    var root = el("div", {"class": "verdict " + (verdict.valid ? "ok" : "bad"), "data-valid": String(verdict.valid)}, [headline]);
    if (violations.length) { root.appendChild(groups(verdict, violations, "violations", lang)); }
    if ((verdict.warnings || []).length) {
      root.appendChild(el("h3", {}, [S.warnings]));
      root.appendChild(groups(verdict, verdict.warnings, "warnings", lang));
    }
    var problems = verdict.parse_problems || [];
    if (problems.length) {
      root.appendChild(el("section", {"class": "problems"}, [
        el("h3", {}, [S.parse_problems]), el("p", {"class": "hint"}, [S.parse_note]),
        el("ul", {}, problems.map(function (p) {
          var parts = [el("span", {"class": "line"}, [S.line + " " + p.line]), " ", el("code", {}, [p.text || ""])];
          var cands = (p.candidates || []).slice(0, 3);
          if (cands.length) {
            parts.push(el("br"), S.did_you_mean + ": ");
            cands.forEach(function (c, j) {
              if (j) { parts.push(", "); }
              var name = names[verdict.game + "/" + c.id + "/" + lang];
              parts.push(el("a", {href: cardUrl(verdict.game, c.id)}, [name || c.name]));
            });
            parts.push("?");
          }
          return el("li", {}, parts);
        }))]));
    }
    var facts = el("dl", {"class": "facts"});
    var counts = verdict.counts || {};
    if (Object.keys(counts).length) {
      facts.appendChild(el("dt", {}, [S.counts]));
      facts.appendChild(el("dd", {}, [el("ul", {"class": "counts"}, Object.keys(counts).map(function (k) {
        return el("li", {}, [el("span", {}, [S["sec_" + k] || k]), " ", el("strong", {}, [String(counts[k])])]);
      }))]));
    }
    facts.appendChild(el("dt", {}, [S.lists_used]));
    var lists = verdict.lists || [];
    var dd = el("dd");
    if (!lists.length) { dd.appendChild(document.createTextNode(S.no_list)); }
    lists.forEach(function (lv, i) {
      if (i) { dd.appendChild(el("br")); }
      dd.appendChild(el("a", {href: "/lists/" + verdict.game + "#" + lv.format + "-" + lv.id}, [lv.name]));
      dd.appendChild(document.createTextNode(" ("));
      dd.appendChild(el("code", {}, [lv.id]));
      dd.appendChild(document.createTextNode(", " + lv.issuer + ", " + S.effective + " " + lv.effective + ")"));
    });
    facts.appendChild(dd);
    if (verdict.rules_version) {
      facts.appendChild(el("dt", {}, [S.rules_version]));
      facts.appendChild(el("dd", {}, [el("code", {}, [verdict.rules_version])]));
    }
    root.appendChild(facts);
    return root;
  }

  function errorBox(error) {
    error = error || {code: "ERROR", message: S.error};
    return el("div", {"class": "alert error", role: "alert"}, [el("p", {}, [error.message]), el("p", {}, [el("code", {}, [error.code])])]);
  }

  function run() {
    var text = form.elements.decklist.value;
    if (!text.trim()) { body.replaceChildren(); lastBody = null; return; }
    var lang = value("lang") || "en";
    var payload = {decklist: text};
    ["game", "format", "as_of", "list"].forEach(function (k) { var v = value(k); if (v) { payload[k] = v; } });
    var json = JSON.stringify(payload);
    if (json + lang === lastBody) { return; }
    lastBody = json + lang;
    var mine = ++sequence;
    body.setAttribute("aria-busy", "true");
    fetch("/api/v1/validate?lang=" + encodeURIComponent(lang),
          {method: "POST", headers: {"Content-Type": "application/json", "Accept": "application/json"}, body: json})
      .then(function (r) { return r.json().then(function (data) { return {ok: r.ok, data: data}; }); })
      .then(function (res) {
        if (mine !== sequence) { return null; }
        if (!res.ok) { body.replaceChildren(errorBox(res.data.error)); return null; }
        return loadNames(res.data, lang).then(function () {
          if (mine === sequence) { body.replaceChildren(draw(res.data, lang)); }
        });
      })
      .catch(function () { if (mine === sequence) { body.replaceChildren(errorBox(null)); lastBody = null; } })
      .finally(function () { if (mine === sequence) { body.removeAttribute("aria-busy"); } });
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(run, 450);
  }
  form.elements.decklist.addEventListener("input", schedule);
  ["game", "format", "as_of", "list"].forEach(function (k) { form.elements[k].addEventListener("change", schedule); });
  // another language redraws the whole page (labels too): send the form, or just switch
  form.elements.lang.addEventListener("change", function () {
    if (form.elements.decklist.value.trim()) { form.submit(); }
    else { window.location.search = "?lang=" + encodeURIComponent(value("lang")); }
  });
})();

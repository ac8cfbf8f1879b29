/* /cards: search as you type over the JSON API (GET /api/v1/games/<game>/cards, every
   game at once when none is chosen), debounced; the address follows the search so that
   reload and back work. Without this script the form is sent and the server draws the
   same table. Labels (types, factions, packs, games) come from the form's own options. */
(function () {
  "use strict";
  var form = document.querySelector("form[role=search]");
  var section = document.getElementById("hits");
  var rows = document.getElementById("hit-rows");
  if (!form || !section || !rows || !window.fetch || !window.URLSearchParams) { return; }
  var heading = document.getElementById("hits-h");
  var none = document.getElementById("no-hits");
  var wrap = rows.closest(".table-wrap");
  var pager = document.getElementById("pager");
  var hint = document.getElementById("cards-live-hint");
  var lang = section.dataset.lang || "en";
  var PER = 30;
  var timer = null;
  var sequence = 0;
  if (hint) { hint.hidden = false; }

  function optionText(select, value) {
    var option = select && Array.prototype.find.call(select.options, function (o) { return o.value === value; });
    return option ? option.textContent.trim() : value;
  }
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) {
      if (c !== null && c !== undefined) { node.appendChild(typeof c === "string" ? document.createTextNode(c) : c); }
    });
    return node;
  }
  function labelFor(key) { var th = section.querySelectorAll("thead th")[key]; return th ? th.textContent : ""; }
  function row(game, c) {
    var name = [el("a", {href: "/cards/" + game + "/" + encodeURIComponent(c.id)}, [c.display_name || c.name])];
    if (c.display_name && c.display_name !== c.name) { name.push(el("span", {"class": "sub", lang: "en"}, [c.name])); }
    if (c.matched && c.matched !== c.display_name && c.matched !== c.name) {
      name.push(el("span", {"class": "sub"}, ["↳ ", el("span", {lang: c.locale || ""}, [c.matched]), " (" + c.locale + ")"]));
    }
    var packs = (c.packs || []).map(function (p) { return optionText(form.elements.pack, game + "/" + p); });
    return el("tr", {}, [
      el("td", {}, name),
      el("td", {"data-label": labelFor(1)}, [game.toUpperCase()]),
      el("td", {"data-label": labelFor(2)}, [optionText(form.elements.type, c.type)]),
      el("td", {"data-label": labelFor(3)}, [c.faction ? optionText(form.elements.faction, c.faction) : ""]),
      el("td", {"class": "num", "data-label": labelFor(4)}, [c.cost === null || c.cost === undefined ? "–" : String(c.cost)]),
      el("td", {"data-label": labelFor(5)}, [packs.join(", ")])]);
  }
  function fields() {
    var out = {};
    ["q", "game", "type", "faction", "pack"].forEach(function (k) { out[k] = (form.elements[k].value || "").trim(); });
    return out;
  }
  function run() {
    var f = fields();
    var url = new URL(window.location.href);
    ["q", "game", "type", "faction", "pack", "page"].forEach(function (k) { url.searchParams.delete(k); });
    Object.keys(f).forEach(function (k) { if (f[k]) { url.searchParams.set(k, f[k]); } });
    window.history.replaceState(null, "", url);
    var packGame = f.pack ? f.pack.split("/")[0] : "";
    var games = f.game ? [f.game] : (packGame ? [packGame] : Array.prototype.map.call(
      form.elements.game.options, function (o) { return o.value; }).filter(Boolean));
    if (f.game && packGame && packGame !== f.game) { games = []; }
    var mine = ++sequence;
    section.setAttribute("aria-busy", "true");
    Promise.all(games.map(function (game) {
      var q = new URLSearchParams({lang: lang, per_page: String(PER)});
      if (f.q) { q.set("q", f.q); }
      if (f.type) { q.set("type", f.type); }
      if (f.faction) { q.set("faction", f.faction); }
      if (f.pack) { q.set("pack", f.pack.split("/").slice(1).join("/")); }
      return fetch("/api/v1/games/" + game + "/cards?" + q.toString(), {headers: {Accept: "application/json"}})
        .then(function (r) { return r.ok ? r.json() : {items: [], total: 0}; })
        .then(function (data) { return {game: game, data: data}; })
        .catch(function () { return {game: game, data: {items: [], total: 0}}; });
    })).then(function (answers) {
      if (mine !== sequence) { return; }
      var total = 0;
      var hits = [];
      answers.forEach(function (a) {
        total += a.data.total || 0;
        (a.data.items || []).forEach(function (c) { hits.push({game: a.game, card: c}); });
      });
      hits.sort(function (a, b) {
        if (f.q) { return (b.card.score || 0) - (a.card.score || 0); }
        return (a.card.name || "").toLowerCase().localeCompare((b.card.name || "").toLowerCase());
      });
      rows.replaceChildren.apply(rows, hits.slice(0, PER).map(function (h) { return row(h.game, h.card); }));
      heading.textContent = section.dataset.found.replace("{n}", String(total));
      none.hidden = hits.length > 0;
      wrap.hidden = hits.length === 0;
      if (pager) { pager.hidden = true; }
    }).finally(function () { if (mine === sequence) { section.removeAttribute("aria-busy"); } });
  }
  function schedule() { clearTimeout(timer); timer = setTimeout(run, 300); }
  form.elements.q.addEventListener("input", schedule);
  ["type", "faction", "pack"].forEach(function (k) { form.elements[k].addEventListener("change", schedule); });
  // another game changes the type and faction choices: the server draws the form again
  form.elements.game.addEventListener("change", function () { form.submit(); });
  // more hits than one page: the button sends the form and the server's pages follow
  form.addEventListener("submit", function () { clearTimeout(timer); sequence++; });
})();

/* The deck statistics under the verdict (api/pages/stats.py): after check.js has drawn a
   verdict, fetch the block for the same form (POST /check/stats) and put it in place; the
   card picker shows the chosen card's chances and marks its row of the table. Without this
   script the server draws the block with the verdict, and the table lists the cards of each
   row. */
(function () {
  "use strict";
  var form = document.getElementById("check-form");
  var slot = document.getElementById("stats-slot");
  if (!form || !slot || !window.fetch) { return; }
  var sequence = 0;

  function wire() {
    var data = document.getElementById("odds-cards");
    var select = document.getElementById("odds-card");
    if (!data || !select) { return; }
    var cards = JSON.parse(data.textContent);
    var sentence = data.getAttribute("data-sentence");
    cards.forEach(function (c, i) {
      var option = document.createElement("option");
      option.value = String(i);
      option.textContent = c.name + " (" + c.copies + "×)";
      select.appendChild(option);
    });
    select.closest(".odds-pick").hidden = false;
    // "sample hand": the opening hand of a section drawn at random from the deck's copies
    slot.querySelectorAll(".sample-hand").forEach(function (box) {
      var button = box.querySelector("button");
      var list = box.querySelector("ul");
      box.hidden = false;
      button.addEventListener("click", function () {
        var deck = [];
        cards.forEach(function (c) {
          if (c.section !== button.getAttribute("data-section")) { return; }
          for (var n = 0; n < c.copies; n++) { deck.push(c.name); }
        });
        for (var i = deck.length - 1; i > 0; i--) {          // Fisher-Yates
          var j = Math.floor(Math.random() * (i + 1));
          var swap = deck[i]; deck[i] = deck[j]; deck[j] = swap;
        }
        list.replaceChildren();
        deck.slice(0, Number(button.getAttribute("data-opening"))).sort().forEach(function (name) {
          var li = document.createElement("li");
          li.textContent = name;
          list.appendChild(li);
        });
      });
    });
    select.addEventListener("change", function () {
      slot.querySelectorAll("tr.picked").forEach(function (tr) { tr.classList.remove("picked"); });
      var out = document.getElementById("odds-sentence");
      var card = cards[Number(select.value)];
      if (select.value === "" || !card) { out.textContent = ""; return; }
      var table = slot.querySelector('table.odds[data-section="' + card.section + '"]');
      var row = table && table.querySelector('tr[data-copies="' + card.copies + '"]');
      if (!row) { out.textContent = ""; return; }
      row.classList.add("picked");
      var cells = row.querySelectorAll("td");
      var last = table.getAttribute("data-last");
      out.textContent = sentence.replace("{name}", card.name).replace("{copies}", card.copies)
        .replace("{opening}", cells[0].textContent)
        .replace("{last}", last ? cells[cells.length - 1].textContent : "")
        .replace("{by}", last || "").replace(/[ ,]+\.$/, ".");
    });
  }

  form.addEventListener("deckcheck:checked", function () {
    var mine = ++sequence;
    if (!form.elements.decklist.value.trim()) { slot.replaceChildren(); return; }
    fetch("/check/stats?lang=" + encodeURIComponent(form.elements.lang.value || "en"),
          {method: "POST", body: new FormData(form)})
      .then(function (r) { return r.status === 200 ? r.text() : ""; })
      .then(function (html) {
        if (mine !== sequence) { return; }
        slot.innerHTML = html;        // the server's own escaped template
        wire();
      })
      .catch(function () { if (mine === sequence) { slot.replaceChildren(); } });
  });
  wire();
})();

// Progressive enhancement of the server-rendered tables, by event delegation (works after client
// navigations too): a header button sorts the rows by the cells' printed values (numbers best
// first on the first click); a category button shows only the players of that prize category, with
// their rank within it; a search box keeps the rows whose name or club contains the words typed;
// a print button prints; a tap on a cell with details shows them, and so do the focus and Enter on it
// (the arrows move between such cells). Without JavaScript the tables are complete. A table longer
// than a page (issue 42, lib/render/table-pages.ts) is searched, sorted and filtered by the server over
// all its rows, through its links and its search form: nothing of it is done here.
(function () {
  'use strict';
  // signed in (issue 29): the string-rendered season page's "Logowanie" leads back to the workspace of
  // the account's role, from the hint cookie the sign-in sets (server/session.ts; never a permission).
  // The React pages do the same in app/components/account-link.tsx, and their link (data-hydrates) is
  // left alone: this script runs before React hydrates, and a text React did not render is a
  // hydration mismatch (React error 418) that makes it throw the server's HTML away and draw the page again.
  var signedIn = /(?:^|; )gp_signed_in=(arbiter|organizer|captain)(?:;|$)/.exec(document.cookie);
  if (signedIn) {
    document.querySelectorAll('a[data-signed-in]:not([data-hydrates])').forEach(function (a) {
      // the workspace of the role in the page's language: the sign-in link's own address, its last two segments replaced
      a.setAttribute('href', a.getAttribute('href').replace(/[^/]+\/sign-in(?:[?#].*)?$/, '') + signedIn[1]);
      a.setAttribute('data-signed-in-as', signedIn[1]);
      a.textContent = a.getAttribute('data-signed-in');
    });
  }
  function number(s) {
    return parseFloat(String(s).replace(',', '.')) || 0;
  }
  /** Lower case without Polish diacritics, so "lodz" finds "Łódź". */
  function fold(s) {
    return String(s)
      .toLocaleLowerCase('pl')
      .replace(/ł/g, 'l')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  }
  function categoryRank(row, category) {
    var ranks = (row.getAttribute('data-category-ranks') || '').split(' ');
    for (var i = 0; i < ranks.length; i++) {
      var colon = ranks[i].indexOf(':');
      if (ranks[i].slice(0, colon) === category) return ranks[i].slice(colon + 1);
    }
    return null;
  }
  /** Shows the rows that pass both the category filter and the search; ranks within the category. */
  function apply(table) {
    var category = table.getAttribute('data-category') || '';
    var words = fold(table.getAttribute('data-search') || '').split(/\s+/).filter(Boolean);
    var status = document.getElementById(table.id + '-status');
    var shown = 0;
    Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
      var cats = (row.getAttribute('data-categories') || '').split(' ');
      // the name and the club (the columns after the rank), not the points
      var text = fold((row.cells[1] ? row.cells[1].textContent : '') + ' ' + (row.cells[2] ? row.cells[2].textContent : ''));
      var visible = (category === '' || cats.indexOf(category) >= 0) && words.every(function (w) {
        return text.indexOf(w) >= 0;
      });
      row.hidden = !visible;
      if (visible) shown++;
      var rankCell = row.cells[0];
      var overall = rankCell && rankCell.getAttribute('data-rank');
      if (overall) {
        var inCategory = category ? categoryRank(row, category) : null;
        rankCell.textContent = inCategory || overall;
        // the title: the overall rank when a category shows its own, and the prize a starred row would get now
        var prize = row.getAttribute('data-prize');
        // and, in the whole table, the tie-break that parted equal totals (a category's ranks are its own)
        var tie = inCategory ? '' : rankCell.getAttribute('data-tie');
        var title = [inCategory && status ? status.getAttribute('data-overall') + ': ' + overall : '', prize || '', tie || ''].filter(Boolean).join(' · ');
        if (title) rankCell.title = title;
        else rankCell.removeAttribute('title');
      }
    });
    if (status) status.textContent = shown === 0 ? status.getAttribute('data-none') || '' : category ? status.getAttribute('data-note') || '' : '';
  }
  // a paged table of one category (issue 42): the server kept its players; their ranks within it shown here
  document.querySelectorAll('table[data-paged][data-category]').forEach(apply);
  // a phone: the rules' explanation folded, so the table starts on the first screen (open on a laptop, and without JavaScript)
  if (window.matchMedia && window.matchMedia('(max-width: 40rem)').matches) {
    document.querySelectorAll('details.explain-fold[open]').forEach(function (d) {
      d.removeAttribute('open');
    });
  }
  var tip = null;
  function showTip(el) {
    if (!el) {
      if (tip) tip.hidden = true;
      return;
    }
    if (!tip) {
      tip = document.createElement('div');
      tip.id = 'cell-tip';
      tip.setAttribute('role', 'status');
      document.body.appendChild(tip);
    }
    tip.textContent = el.getAttribute('title');
    tip.hidden = false;
    var box = el.getBoundingClientRect();
    var left = Math.max(4, Math.min(box.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - tip.offsetWidth - 4));
    tip.style.left = left + 'px';
    // below the cell, or above it when the window ends first (a row at the bottom of a phone's screen)
    var below = box.bottom + 4 + tip.offsetHeight <= document.documentElement.clientHeight || box.top - 4 - tip.offsetHeight < 0;
    tip.style.top = (below ? box.bottom + 4 : box.top - 4 - tip.offsetHeight) + window.scrollY + 'px';
  }
  // the keyboard (issue 29): the cells with details of a table are one tab stop (a roving
  // tabindex: thousands of cells are not thousands of stops); the arrows move between the cells
  // shown, the focus and Enter or Space show the cell's details, Escape hides them
  function shown(el) {
    return !!el && el.getClientRects().length > 0;
  }
  function tipCell(el) {
    return el instanceof Element ? el.closest('[data-tips] tbody td[title]') : null;
  }
  function firstStops() {
    document.querySelectorAll('[data-tips]').forEach(function (table) {
      if (table.querySelector('tbody td[tabindex="0"]')) return;
      // the stop after the row's name (a rank cell's prize is reached by the arrows): the keys from the top to the first player stay as they were
      var cells = table.querySelectorAll('tbody td[title]:not(:first-child)');
      for (var i = 0; i < cells.length; i++) {
        if (shown(cells[i])) {
          cells[i].tabIndex = 0;
          return;
        }
      }
    });
  }
  firstStops();
  // rows sorted, filtered or replaced by a live update: the table keeps one stop
  var pending = false;
  new MutationObserver(function () {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      firstStops();
    });
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'class', 'data-category', 'data-search'] });
  function move(cell, dx, dy) {
    var row = cell.parentElement;
    var index = Array.prototype.indexOf.call(row.cells, cell);
    if (dx) {
      for (var i = index + dx; i >= 0 && i < row.cells.length; i += dx) {
        if (row.cells[i].hasAttribute('title') && shown(row.cells[i])) return row.cells[i];
      }
      return null;
    }
    var rows = row.parentElement.rows;
    for (var r = row.sectionRowIndex + dy; r >= 0 && r < rows.length; r += dy) {
      var c = rows[r].cells[index];
      if (c && c.hasAttribute('title') && shown(c)) return c;
    }
    return null;
  }
  document.addEventListener('focusin', function (event) {
    var cell = tipCell(event.target);
    if (cell) showTip(cell);
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      showTip(null);
      return;
    }
    var cell = event.target === document.activeElement ? tipCell(event.target) : null;
    if (!cell || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      showTip(cell);
      return;
    }
    var step = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[event.key];
    if (!step) return;
    event.preventDefault();
    var next = move(cell, step[0], step[1]);
    if (!next) return;
    cell.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  });
  document.addEventListener('input', function (event) {
    var box = event.target instanceof Element ? event.target.closest('input[data-search-table]') : null;
    if (!box) return;
    var table = document.getElementById(box.getAttribute('data-search-table'));
    // a table shown a page at a time (issue 42) is searched by the server over all its rows: its box is a form's
    if (!table || table.hasAttribute('data-paged')) return;
    table.setAttribute('data-search', box.value);
    apply(table);
  });
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest('button[data-print]')) {
      window.print();
      return;
    }
    // a phone shows rank, player and total; this shows every column (the table scrolls sideways, the names stay)
    var columnsButton = target.closest('button[data-all-columns]');
    if (columnsButton) {
      var grid = document.getElementById(columnsButton.getAttribute('data-all-columns'));
      if (!grid) return;
      var on = columnsButton.getAttribute('aria-pressed') !== 'true';
      columnsButton.setAttribute('aria-pressed', on ? 'true' : 'false');
      grid.classList.toggle('all-columns', on);
      // the legend's notes of the hidden columns come back with them
      document.documentElement.classList.toggle('all-columns', on);
      return;
    }
    var sortButton = target.closest('th[data-sortable] > button');
    if (sortButton) {
      var th = sortButton.parentElement;
      var table = th.closest('table');
      var index = Array.prototype.indexOf.call(th.parentElement.children, th);
      var current = th.getAttribute('aria-sort');
      var ascending = current ? current !== 'ascending' : th.getAttribute('data-first') !== 'descending';
      table.querySelectorAll('thead th[aria-sort]').forEach(function (h) {
        h.removeAttribute('aria-sort');
      });
      th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      var numeric = th.getAttribute('data-sortable') === 'number';
      var body = table.tBodies[0];
      var lang = document.documentElement.lang || 'pl';
      var rows = Array.prototype.slice.call(body.rows);
      var value = function (row) {
        var cell = row.cells[index];
        return cell ? cell.getAttribute('data-sort') || cell.textContent || '' : '';
      };
      rows.sort(function (a, b) {
        var c = numeric ? number(value(a)) - number(value(b)) : value(a).localeCompare(value(b), lang);
        return ascending ? c : -c;
      });
      rows.forEach(function (r) {
        body.appendChild(r);
      });
      return;
    }
    // a cell's details (its place in that tournament, the players a club counted, a prize) are in
    // its title: a mouse shows it on hover, a tap shows it here
    var tipped = target.closest('a') ? null : target.closest('[data-tips] td[title]');
    showTip(tipped);
    if (tipped) return;
    var filter = target.closest('button[data-filter-table]');
    if (filter) {
      var group = filter.parentElement;
      group.querySelectorAll('button[data-filter-table]').forEach(function (b) {
        b.setAttribute('aria-pressed', b === filter ? 'true' : 'false');
      });
      var t = document.getElementById(filter.getAttribute('data-filter-table'));
      if (!t) return;
      t.setAttribute('data-category', filter.getAttribute('data-category') || '');
      apply(t);
    }
  });
})();

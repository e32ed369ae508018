// Progressive enhancement of the server-rendered tables, by event delegation (works after client
// navigations too): a header button sorts the rows by the cells' printed values; a category button
// shows only the players of that prize category. Without JavaScript the tables are complete.
(function () {
  'use strict';
  function number(s) {
    return parseFloat(String(s).replace(',', '.')) || 0;
  }
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    var sortButton = target.closest('th[data-sortable] > button');
    if (sortButton) {
      var th = sortButton.parentElement;
      var table = th.closest('table');
      var index = Array.prototype.indexOf.call(th.parentElement.children, th);
      var ascending = th.getAttribute('aria-sort') !== 'ascending';
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
    var filter = target.closest('button[data-filter-table]');
    if (filter) {
      var category = filter.getAttribute('data-category') || '';
      var group = filter.parentElement;
      group.querySelectorAll('button[data-filter-table]').forEach(function (b) {
        b.setAttribute('aria-pressed', b === filter ? 'true' : 'false');
      });
      var t = document.getElementById(filter.getAttribute('data-filter-table'));
      if (!t) return;
      Array.prototype.forEach.call(t.tBodies[0].rows, function (row) {
        var cats = (row.getAttribute('data-categories') || '').split(' ');
        row.hidden = category !== '' && cats.indexOf(category) < 0;
      });
    }
  });
})();

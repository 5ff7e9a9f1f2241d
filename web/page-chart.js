// The answer's chart, drawn in the page with Chart.js (Debian's
// libjs-chart.js, served as static/chart.min.js: nothing from elsewhere)
// from the chart's JSON (`nhmc K ... --plot F.json`; its shape is
// described in src/output/plot_json.c): the same panels, series, colours,
// axes and texts as gnuplot's picture, with each value shown on hover.
// page.js calls nhmcChart.draw(figure, data); without JavaScript the page
// shows gnuplot's SVG (nhmc serve) instead.
(function () {
  'use strict';

  // "#rrggbb" with an opacity.
  function alpha(colour, a) {
    var n = parseInt(colour.slice(1), 16);
    return 'rgba(' + (n >> 16) + ',' + ((n >> 8) & 255) + ',' + (n & 255) + ',' + a + ')';
  }

  function xy(points, k) {
    return points.map(function (p) { return {x: p[0], y: p[k || 1]}; });
  }

  // A number as the table would show it, shortened for a tooltip.
  function shown(v) {
    return v === null || v === undefined ? 'none' : String(Number(v.toPrecision(6)));
  }

  // The Chart.js datasets of one layer (a band is two: its lower edge,
  // unnamed, and its upper edge filled down to it).
  function datasets(layer, top) {
    var c = layer.colour, base = {label: layer.label, nhmcLayer: layer.type, borderColor: c,
                                 backgroundColor: c, error: layer.error || null};
    function merge(extra) {
      var d = {};
      Object.keys(base).forEach(function (k) { d[k] = base[k]; });
      Object.keys(extra).forEach(function (k) { d[k] = extra[k]; });
      return d;
    }
    switch (layer.type) {
    case 'band':
      return [merge({type: 'line', data: xy(layer.points, 1), label: '', nhmcEdge: true,
                     borderWidth: 0, pointRadius: 0, pointHitRadius: 0, fill: false}),
              merge({type: 'line', data: xy(layer.points, 2), borderWidth: 0, pointRadius: 0,
                     fill: '-1', backgroundColor: alpha(c, 0.22),
                     lows: layer.points.map(function (p) { return p[1]; })})];
    case 'line':
      return [merge({type: 'line', data: xy(layer.points), borderWidth: 2, pointRadius: 3,
                     fill: false})];
    case 'point':
      return [merge({type: 'line', data: xy(layer.points), showLine: false, pointRadius: 2.5})];
    case 'step':
      return [merge({type: 'line', data: xy(layer.points), stepped: 'after', borderWidth: 2,
                     pointRadius: 0, fill: false})];
    case 'bar':
      return [merge({type: 'bar', data: xy(layer.points), backgroundColor: alpha(c, 0.6),
                     borderWidth: 1, barPercentage: 1, categoryPercentage: 0.8})];
    case 'stack':
      if (layer.step)
        return [merge({type: 'line', data: xy(layer.points), stepped: 'after', pointRadius: 0,
                       borderWidth: 0, backgroundColor: alpha(c, 0.85), fill: 'stack'})];
      return [merge({type: 'bar', data: xy(layer.points), backgroundColor: alpha(c, 0.85),
                     stack: 'shares', barPercentage: 0.8, categoryPercentage: 1})];
    case 'rule':
      // the legend shows its outline (dashed for the mean), not a filled box
      return [merge({type: 'line', data: [{x: layer.x, y: 0}, {x: layer.x, y: top}],
                     borderWidth: 2, pointRadius: 0, backgroundColor: alpha(c, 0),
                     borderDash: layer.colour === '#000000' ? [6, 4] : [], fill: false,
                     rule: true})];
    }
    return [];
  }

  // The highest y a panel's layers reach (the rules' height).
  function highest(panel) {
    var top = 0;
    panel.layers.forEach(function (l) {
      (l.points || []).forEach(function (p) {
        for (var k = 1; k < p.length; k++) if (p[k] !== null && p[k] > top) top = p[k];
      });
    });
    return panel.y.max !== null ? panel.y.max : top;
  }

  function panelChart(canvas, panel, categories) {
    var sets = [], top = highest(panel);
    panel.layers.forEach(function (l) { sets = sets.concat(datasets(l, top)); });
    var stacked = panel.layers.some(function (l) { return l.type === 'stack'; });
    var x = {type: panel.x.log ? 'logarithmic' : 'linear', stacked: stacked,
             title: {display: true, text: panel.x.label}};
    if (categories) {
      x.min = -0.5;
      x.max = categories.length - 0.5;
      // a tick at each category (a number axis from -0.5 would put them
      // between), named by its text
      x.afterBuildTicks = function (axis) {
        axis.ticks = categories.map(function (c, i) { return {value: i}; });
      };
      x.ticks = {autoSkip: true, callback: function (v) {
        return categories[v] !== undefined ? categories[v] : '';
      }};
    }
    var y = {stacked: stacked, title: {display: true, text: panel.y.label}};
    if (panel.y.min !== null) y.min = panel.y.min;
    if (panel.y.max !== null) y.max = panel.y.max;
    return new window.Chart(canvas, {
      type: 'line', // each dataset says its own type; x is a number axis
      data: {datasets: sets},
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        parsing: true,
        interaction: {mode: 'nearest', axis: 'x', intersect: false},
        scales: {x: x, y: y},
        plugins: {
          title: {display: !!panel.title, text: panel.title},
          legend: {labels: {filter: function (item, data) {
            var d = data.datasets[item.datasetIndex];
            return !d.nhmcEdge && !!d.label;
          }}},
          tooltip: {
            filter: function (item) { return !item.dataset.nhmcEdge && !item.dataset.rule; },
            callbacks: {
              title: function (items) {
                if (!items.length) return '';
                var v = items[0].parsed.x;
                return (panel.x.label ? panel.x.label + ': ' : '') +
                    (categories ? categories[v] : shown(v));
              },
              label: function (item) {
                var d = item.dataset, i = item.dataIndex, v = item.parsed.y;
                if (d.lows) return d.label + ': ' + shown(d.lows[i]) + ' to ' + shown(v);
                var text = (d.label || panel.y.label) + ': ' + shown(v);
                if (d.error && d.error[i] !== null) text += ' ± ' + shown(d.error[i]);
                return text;
              }
            }
          }
        }
      }
    });
  }

  // Draw data (the chart's JSON) in figure: a title, a canvas per panel,
  // the caption; gnuplot's picture in it, if any, is hidden once drawn.
  function draw(figure, data) {
    if (!window.Chart || !data || !data.panels || !data.panels.length) return false;
    var box = document.createElement('div');
    box.className = 'charts';
    var title = document.createElement('p');
    title.className = 'chart-title';
    title.textContent = data.title;
    box.appendChild(title);
    data.panels.forEach(function (panel) {
      var wrap = document.createElement('div');
      wrap.className = 'chart-panel';
      var canvas = document.createElement('canvas');
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', (panel.title || data.title) + ' (values on hover)');
      wrap.appendChild(canvas);
      box.appendChild(wrap);
      panelChart(canvas, panel, panel.x.categories);
    });
    var caption = document.createElement('figcaption');
    caption.textContent = data.caption.join('; ');
    box.appendChild(caption);
    figure.appendChild(box);
    var img = figure.querySelector('img.picture');
    if (img) img.hidden = true;
    return true;
  }

  window.nhmcChart = {draw: draw};
})();

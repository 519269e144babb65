"""Numbered markers, place labels, the ≈ mark and the boxes they are placed by
(``tutor.core.svg.annotate``, ``tutor.core.svgbox``; issue 22)."""

from __future__ import annotations

import re

import pytest

from tutor.core.svg import annotate, place_box
from tutor.core.svgbox import boxes, element_box, parse_transform, path_points

SVG = ('<svg xmlns="http://www.w3.org/2000/svg" id="p" viewBox="0,0,200,100" width="200" '
       'height="100">{}</svg>')


def box_of(body: str, key: str):
    return place_box(SVG.format(body), key)


def test_a_place_is_found_by_action_target_or_id():
    body = ('<rect data-action="pass" x="1" y="2" width="10" height="5"/>'
            '<circle data-target="brush-S1" cx="50" cy="50" r="4"/>'
            '<rect id="p-deck" x="100" y="10" width="20" height="30"/>'
            '<rect id="other" x="150" y="10" width="20" height="30"/>')
    assert box_of(body, "pass") == (1, 2, 11, 7)
    assert box_of(body, "brush-S1") == (46, 46, 54, 54)
    assert box_of(body, "deck") == (100, 10, 120, 40)  # the id without its prefix
    assert box_of(body, "p-deck") == (100, 10, 120, 40)
    assert box_of(body, "other") == (150, 10, 170, 40)
    assert box_of(body, "nothing") is None


def test_boxes_follow_the_transforms_of_every_ancestor():
    body = ('<g transform="translate(100,0)"><g transform="scale(2)">'
            '<rect data-action="a" x="1" y="1" width="4" height="4"/></g></g>'
            '<g transform="rotate(90 10 10)"><rect data-action="b" x="0" y="0" width="20" '
            'height="10"/></g>')
    assert box_of(body, "a") == (102, 2, 110, 10)
    x0, y0, x1, y1 = box_of(body, "b")
    assert (round(x0), round(y0), round(x1), round(y1)) == (10, 0, 20, 20)


def test_a_group_is_the_union_of_its_shapes_and_every_element_of_a_place_counts():
    body = ('<g data-action="take column 2"><rect x="10" y="10" width="5" height="5"/>'
            '<path d="M30 40 l5 5 h-10 z"/></g>'
            '<rect data-action="take column 2" x="0" y="60" width="2" height="2"/>')
    assert box_of(body, "take column 2") == (0, 10, 35, 62)


def test_what_is_not_drawn_in_place_counts_for_nothing():
    body = ('<defs><rect id="p-ghost" x="0" y="0" width="99" height="99"/></defs>'
            '<g data-action="x"><title>a tooltip</title>'
            '<use x="5" y="6" width="7" height="8"/></g>')
    assert box_of(body, "ghost") is None
    assert box_of(body, "x") == (5, 6, 12, 14)


def test_paths_with_relative_commands_arcs_and_curves():
    assert path_points("M10 10 L20 10 V30 H5 Z")[-1] == (10, 10)
    pts = path_points("m10 10 c0 -5 10 -5 10 0 s10 5 10 0")
    assert min(y for _, y in pts) == 5 and max(x for x, _ in pts) == 30
    arc = path_points("M0 10a10 10 0 1 0 20 0")
    assert min(y for _, y in arc) <= 0 and max(y for _, y in arc) >= 20


def test_texts_have_an_estimated_box_by_anchor():
    import xml.etree.ElementTree as ET

    el = ET.fromstring('<text x="100" y="50" font-size="10" text-anchor="middle">中文</text>')
    x0, y0, x1, y1 = element_box(el)
    assert (x0, x1) == (90, 110) and y0 < 50 < y1
    assert parse_transform("nonsense") == (1, 0, 0, 1, 0, 0)
    assert boxes(SVG.format('<text data-action="t" x="0" y="9"> </text>'),
                 lambda e: e.get("data-action") == "t") == []


def test_markers_are_numbered_discs_on_the_places_corner_and_take_no_clicks():
    body = ('<rect data-action="a" x="50" y="40" width="20" height="20"/>'
            '<rect data-action="b" x="50" y="40" width="30" height="30"/>')
    svg = annotate(SVG.format(body), {"a": 1, "b": 2}, lang="zh-Hant")
    assert svg.startswith(SVG.format(body)[:-6])
    groups = re.findall(r'<g [^>]*class="marker"[^>]*>', svg)
    assert len(groups) == 2
    assert 'aria-label="標記 1"' in svg and 'aria-label="標記 2"' in svg
    assert 'pointer-events="none"' in svg
    c1, c2 = (tuple(map(float, m)) for m in
              re.findall(r'<circle cx="([\d.]+)" cy="([\d.]+)"', svg))
    assert c1 == (50, 40)
    assert c2[1] == 40 and c2[0] > c1[0]  # the same corner: the second beside the first
    assert re.findall(r'font-weight="bold"[^>]*>(\d+)</text>', svg) == ["1", "2"]


def test_markers_stay_inside_the_drawing():
    svg = annotate(SVG.format('<rect data-action="a" x="0" y="0" width="5" height="5"/>'),
                   {"a": 1})
    cx, cy, r = map(float, re.search(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"',
                                     svg).groups())
    assert cx - r >= 0 and cy - r >= 0


def test_labels_are_written_on_a_white_tag_under_the_place():
    svg = annotate(SVG.format('<rect id="p-region" x="20" y="20" width="40" height="10"/>'),
                   labels={"region": "第 2 欄"})
    tag = re.search(r'<g class="place-label"><rect ([^>]*)/><text ([^>]*)>第 2 欄</text>', svg)
    assert tag, svg
    assert float(re.search(r'y="([\d.]+)"', tag.group(1)).group(1)) >= 30
    assert 'fill="#ffffff"' in tag.group(1)


def test_nothing_to_draw_leaves_the_svg_as_it_was():
    plain = SVG.format('<rect data-action="a" x="0" y="0" width="5" height="5"/>')
    assert annotate(plain) == plain
    assert annotate(plain, {"missing": 1}, {"missing": "x"}) == plain


@pytest.mark.parametrize("bad", [0, 100, -1, True, "1", 1.0])
def test_a_bad_marker_number_is_refused_naming_it(bad):
    with pytest.raises(ValueError, match=r"marker of 'a' must be a number from 1 to 99"):
        annotate(SVG.format(""), {"a": bad})


def test_the_approximate_mark_is_a_small_tag_with_a_childs_tooltip():
    from tutor.core.svg import Board, approx_mark
    from tutor.games import cartography

    class Demo(Board):
        symbol_sheet, scope = "cartography", "demo"
        words_table = {"en": {}, "zh-Hant": {}}

    for lang, word in (("zh-Hant", "不完全一樣"), ("en", "may not look exactly")):
        b = Demo(cartography.new_game(), None, {}, set(), lang, None)
        b.new_drawing(100, 40, "p9")
        approx_mark(b, None, 90, 4, 12)
        svg = b.d.tostring()
        assert re.search(r'<g class="approx"><title>[^<]*' + word, svg)
        assert ">≈</text>" in svg
        assert not re.search("代用|暫定|provisional|stand-in", svg)


def test_place_keys_lists_what_a_marker_can_name_and_each_is_found():
    from tutor.core.svg import place_keys

    body = ('<defs><symbol id="p-sym-x"><rect width="1" height="1"/></symbol></defs>'
            '<g id="p-deck" data-action="draw"><rect x="1" y="1" width="2" height="2"/></g>'
            '<rect data-target="card-A05" x="5" y="5" width="2" height="2"/>')
    keys = place_keys(SVG.format(body))
    assert keys == ["draw", "card-A05", "deck"]
    assert all(box_of(body, k) is not None for k in keys)

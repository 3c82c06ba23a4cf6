"""Associations: the words requests use for what tool names say, learned and shipped."""

import json

import pytest

from tests.data.search import evaluation
from tests.data.search.learn_associations import LEARNED_SETS
from toolvet.search import Associations, ToolIndex, shipped_associations, terms
from toolvet.search._associations import TABLE_PATH


def test_a_pair_met_often_is_weighed_by_how_much_more_often_than_chance():
    examples = [(terms("make a folder"), frozenset(terms("create_folder")))] * 3 + [
        (terms("show my orders"), frozenset(terms("list_orders")))] * 3
    table = Associations.learned(examples)
    # "make" meets "creat" in 3 of 6 examples, each in 3: log(3 * 6 / (3 * 3)) = log 2.
    assert table.to_json()["make"] == {"creat": pytest.approx(0.693, abs=1e-3)}
    # A word the name already says is no pair of its own.
    assert "folder" not in table.to_json()


def test_a_pair_met_once_is_not_learned():
    table = Associations.learned([(terms("bring it back"), frozenset(terms("undelete_group")))])
    assert table.to_json() == {}


def test_a_requests_words_that_point_to_a_name_score_it_and_words_it_says_do_not():
    table = Associations({"make": {"creat": 0.7}, "show": {"list": 0.5}})
    create = frozenset(terms("create_folder"))
    assert table.score(terms("make a folder"), create) == pytest.approx(0.7 / 2)
    assert table.score(terms("make a folder"), frozenset(terms("delete_folder"))) == 0.0
    # "create" is said: nothing is left for an association to add.
    assert table.score(terms("make and create a folder"), create) == 0.0
    assert table.score([], create) == 0.0


def test_the_shipped_table_was_learned_from_the_sets_it_names_and_holds_everyday_verbs():
    shipped = json.loads(TABLE_PATH.read_text())
    assert shipped["sets"] == list(LEARNED_SETS)
    assert "fresh25" not in shipped["sets"] and "fresh26" not in shipped["sets"]
    pairs = shipped_associations().to_json()
    assert pairs["make"]["creat"] > 0 and pairs["bring"]["restor"] > 0


def test_the_tools_own_name_leaves_out_its_servers_words():
    index = ToolIndex(meanings=False)
    index.put("splitwise__list_expenses", {"name": "splitwise__list_expenses"}, "splitwise")
    index.put("list_expenses", {"name": "list_expenses"})
    assert index.own_name_terms("splitwise__list_expenses") == frozenset(terms("list expenses"))
    assert index.own_name_terms("list_expenses") == frozenset(terms("list expenses"))


def test_the_second_stage_reads_the_association_as_its_fifth_score():
    tools = evaluation.catalog_for("fresh4")
    index = ToolIndex()
    for each in tools:
        index.put(each["name"], each, evaluation.server_of(each["name"]))
    found = dict(index.candidates("make a folder called Invoices on my disk"))
    assert all(len(scores) == 5 for scores in found.values())
    assert any(scores[4] > 0 for scores in found.values())

# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the shared grounding logic (models/formats/grounding_*, rendered_content).
inspector_add_test(tst_grounding_reader models nlohmann_json::nlohmann_json)
# Coverage of an answer by its citations, and the Markdown mask it shares with the highlights.
inspector_add_test(tst_grounding_coverage models)
inspector_add_test(tst_message_coverage models)
# The evidence beside a cited segment: each source's text, shared words, quoted, support.
inspector_add_test(tst_grounding_evidence models nlohmann_json::nlohmann_json)
# The citations overview of a conversation: rows, coverage, flags, worker, sort and filter.
inspector_add_test(tst_citation_overview_model models)
# The citations overview as CSV: quoting, Japanese text, byte offsets, formula injection.
inspector_add_test(tst_citations_csv models)

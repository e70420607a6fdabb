# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the document and format floors of the models library.
inspector_add_test(tst_record_index models)
inspector_add_test(tst_format_detection models nlohmann_json::nlohmann_json)
inspector_add_test(tst_ces_reader models nlohmann_json::nlohmann_json)
inspector_add_test(tst_document models)
inspector_add_test(tst_document_input models)
inspector_add_test(tst_document_stream models)
inspector_add_test(tst_reference_list_model models nlohmann_json::nlohmann_json)
inspector_add_test(tst_state_model models)
inspector_add_test(tst_snippet_html models)
inspector_add_test(tst_answer_steps_model models)
inspector_add_test(tst_protocol_log_model models)

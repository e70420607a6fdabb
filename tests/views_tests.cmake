# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the item models (models/items) and the main window (views).
inspector_add_test(tst_conversation_list_model models)
inspector_add_test(tst_message_list_model models)
inspector_add_test(tst_json_tree_model models)
inspector_add_test(tst_span_tree_model models)
inspector_add_test(tst_image_decoder models)
inspector_add_test(tst_diagnostic_list_model models)
inspector_add_test(tst_main_window views)
inspector_add_test(tst_grounding_browser views)
inspector_add_test(tst_event_views views)
inspector_add_test(tst_answer_pane views)

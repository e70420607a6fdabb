# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the transcript vocabulary and the tolerant JSON floor of the models library.
inspector_add_test(tst_tolerant_json models nlohmann_json::nlohmann_json)
inspector_add_test(tst_timestamp models nlohmann_json::nlohmann_json)
inspector_add_test(tst_json_path models)
inspector_add_test(tst_utf8_text models)
inspector_add_test(tst_tool_pairing models)

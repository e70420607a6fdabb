# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the Discovery Engine reader (models/formats/discovery_*).
inspector_add_test(tst_discovery_reader models)
inspector_add_test(tst_discovery_exchange models nlohmann_json::nlohmann_json)

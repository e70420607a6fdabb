#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Installs this folder's npm test peer (see README.md) with ../install_npm_peer.sh.
exec bash "$(dirname "${BASH_SOURCE[0]}")/../install_npm_peer.sh" "$(dirname "${BASH_SOURCE[0]}")"

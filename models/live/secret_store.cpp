// SPDX-License-Identifier: GPL-2.0-or-later
#include "secret_store.h"

SecretStore::~SecretStore() = default;

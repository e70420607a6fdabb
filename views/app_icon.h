// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QIcon>

/// The application's icon in every size the build rendered from its SVG (:/icons/<size>.png,
/// resources/icons/icons.cmake), for the windows and the desktop; a value, owned by the caller.
namespace AppIcon {
QIcon icon();
/// The sizes the icon holds, in pixels (16 … 512).
QList<int> sizes();
} // namespace AppIcon

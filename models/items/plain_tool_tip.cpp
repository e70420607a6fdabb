// SPDX-License-Identifier: GPL-2.0-or-later
#include "plain_tool_tip.h"

#include <QTextDocument>

QString plainToolTip(const QString &text)
{
    if (text.isEmpty() || !Qt::mightBeRichText(text))
        return text;
    // <qt> forces rich text; convertFromPlainText escapes &, < and > and keeps line breaks.
    return QStringLiteral("<qt>") + Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal)
        + QStringLiteral("</qt>");
}

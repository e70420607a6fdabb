// SPDX-License-Identifier: GPL-2.0-or-later
#include "citation_row.h"

using namespace Qt::StringLiterals;

QString citationFlagId(CitationFlag flag)
{
    switch (flag) {
    case CitationFlag::Uncited:
        return u"uncited"_s;
    case CitationFlag::MissingSource:
        return u"missing_source"_s;
    case CitationFlag::Unresolved:
        return u"unresolved"_s;
    case CitationFlag::Mismatch:
        return u"mismatch"_s;
    case CitationFlag::Weak:
        return u"weak"_s;
    }
    return QString();
}

QStringList citationFlagIds(CitationFlags flags)
{
    QStringList ids;
    for (CitationFlag flag : kCitationFlags) {
        if (flags.testFlag(flag))
            ids.append(citationFlagId(flag));
    }
    return ids;
}

// SPDX-License-Identifier: GPL-2.0-or-later
#include "reference_delegate.h"

#include "items/reference_list_model.h"
#include "theme.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

constexpr int kPad = 6;
constexpr int kBadge = 22;

QString oneLine(QString text)
{
    return text.simplified();
}

} // namespace

QString ReferenceDelegate::secondaryText(const QModelIndex &index)
{
    using M = ReferenceListModel;
    QStringList parts;
    const QString label = index.data(M::TitleRole).toString();
    const QString domain = index.data(M::DomainRole).toString();
    if (!domain.isEmpty() && domain != label)
        parts.append(domain);
    const QString uri = index.data(M::UriRole).toString();
    if (!uri.isEmpty())
        parts.append(uri);
    const QString page = index.data(M::PageRole).toString();
    if (!page.isEmpty())
        //: a page of a document in the sources list; %1 the page identifier
        parts.append(ReferenceDelegate::tr("p. %1").arg(page));
    for (int role : {int(M::LicenseRole), int(M::PublicationDateRole), int(M::PlaceIdRole),
             int(M::DocumentNameRole)}) {
        const QString value = index.data(role).toString();
        if (!value.isEmpty())
            parts.append(value);
    }
    return parts.join(u" · "_s);
}

QString ReferenceDelegate::tagText(const QModelIndex &index)
{
    using M = ReferenceListModel;
    const QLocale locale;
    QStringList tags;
    if (index.data(M::WholeMessageRole).toBool())
        //: tag of a source that supports the whole answer, not one sentence
        tags.append(tr("whole answer"));
    const QVariant score = index.data(M::SelectedScoreRole);
    const QVariant relevance = index.data(M::RelevanceScoreRole);
    if (index.data(M::SupportsSelectedRole).toBool() && score.isValid())
        //: confidence of a source for the selected citation; %1 a number such as 0.92
        tags.append(tr("score %1").arg(locale.toString(score.toDouble(), 'f', 2)));
    else if (index.data(M::SupportsSelectedRole).toBool())
        //: a source of the selected citation that has no confidence score
        tags.append(tr("supports, not scored"));
    if (relevance.isValid())
        //: relevance score of a retrieved source; %1 a number such as 0.73
        tags.append(tr("relevance %1").arg(locale.toString(relevance.toDouble(), 'f', 2)));
    return tags.join(u"  "_s);
}

QSize ReferenceDelegate::sizeHint(
    const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QFontMetrics fm(option.font);
    const bool excerpt = !index.data(ReferenceListModel::TextRole).toString().trimmed().isEmpty();
    const int lines = excerpt ? 3 : 2;
    return QSize(200, 2 * kPad + lines * fm.lineSpacing() + 2);
}

void ReferenceDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    using M = ReferenceListModel;
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();

    const bool missing = index.data(M::MissingRole).toBool();
    const bool supports = index.data(M::SupportsSelectedRole).toBool();
    const bool selected = option.state & QStyle::State_Selected;
    const Theme theme = Theme::of(widget);
    painter->save();
    if (missing)
        painter->fillRect(option.rect, theme.referenceMissingFill);
    if (supports)
        painter->fillRect(option.rect, theme.referenceSupportFill);
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);
    if (supports)
        painter->fillRect(QRect(option.rect.left(), option.rect.top(), 3, option.rect.height()),
            theme.referenceAccent);

    const QRect r = option.rect.adjusted(kPad + 3, kPad, -kPad, -kPad);
    // Number badge.
    const QRect badge(r.left(), r.top(), kBadge, kBadge);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    const bool cited = index.data(M::CitedRole).toBool();
    painter->setBrush(missing ? theme.referenceMissing
            : supports        ? theme.referenceAccent
            : cited           ? theme.referenceCited
                              : theme.referenceUncited);
    painter->drawRoundedRect(badge, 5, 5);
    QFont small = option.font;
    small.setPointSizeF(option.font.pointSizeF() * 0.85);
    small.setBold(true);
    painter->setFont(small);
    painter->setPen(theme.referenceBadgeText);
    painter->drawText(badge, Qt::AlignCenter, index.data(M::NumberRole).toString());

    const QColor text = selected ? option.palette.color(QPalette::HighlightedText)
                                 : option.palette.color(QPalette::Text);
    const QColor muted = selected ? text : theme.muted;
    const QFontMetrics fm(option.font);
    const int x = badge.right() + 8;
    const int width = r.right() - x;
    int y = r.top();

    // Line 1: label, and the tags at the right.
    const QString tags = tagText(index);
    QFont tagFont = option.font;
    tagFont.setPointSizeF(option.font.pointSizeF() * 0.9);
    const QFontMetrics tfm(tagFont);
    const int tagWidth = tags.isEmpty() ? 0 : qMin(width / 2, tfm.horizontalAdvance(tags) + 4);
    QFont bold = option.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(missing && !selected ? theme.warning : text);
    const QFontMetrics bfm(bold);
    const QString label = index.data(M::LabelRole).toString();
    painter->drawText(QRect(x, y, width - tagWidth - 6, fm.lineSpacing()),
        Qt::AlignLeft | Qt::AlignVCenter,
        bfm.elidedText(oneLine(label), Qt::ElideRight, width - tagWidth - 6));
    if (!tags.isEmpty()) {
        painter->setFont(tagFont);
        painter->setPen(supports && !selected ? theme.referenceAccent : muted);
        painter->drawText(QRect(r.right() - tagWidth, y, tagWidth, fm.lineSpacing()),
            Qt::AlignRight | Qt::AlignVCenter, tfm.elidedText(tags, Qt::ElideLeft, tagWidth));
    }
    y += fm.lineSpacing();

    // Line 2: where it is; line 3: what it says.
    painter->setFont(option.font);
    painter->setPen(muted);
    const QString secondary = secondaryText(index);
    painter->drawText(QRect(x, y, width, fm.lineSpacing()), Qt::AlignLeft | Qt::AlignVCenter,
        fm.elidedText(oneLine(secondary), Qt::ElideRight, width));
    y += fm.lineSpacing();
    const QString excerpt = oneLine(index.data(M::TextRole).toString());
    if (!excerpt.isEmpty()) {
        painter->setPen(text);
        painter->drawText(QRect(x, y, width, fm.lineSpacing()), Qt::AlignLeft | Qt::AlignVCenter,
            fm.elidedText(excerpt, Qt::ElideRight, width));
    }
    painter->restore();
}

// SPDX-License-Identifier: GPL-2.0-or-later
#include "markdown_html.h"

#include "html_writer.h"
#include "rendered_alignment.h"

#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// The document positions of the marks: where each piece is highlighted and where its
/// references go.
struct Placed {
    int begin = 0;
    int end = 0;
    QString after;
};

/// Writes the document's structure as HTML, marks included. One instance per render().
class Writer
{
public:
    Writer(const QTextDocument &document, QVector<Placed> marks)
        : m_marks(std::move(marks))
    {
        frame(document.rootFrame());
        closeList();
    }
    QString html;

private:
    void frame(QTextFrame *frame)
    {
        for (auto it = frame->begin(); !it.atEnd(); ++it) {
            if (auto *table = qobject_cast<QTextTable *>(it.currentFrame())) {
                closeList();
                closeCode();
                this->table(table);
            } else if (QTextFrame *child = it.currentFrame()) {
                this->frame(child);
            } else {
                block(it.currentBlock());
            }
        }
        closeCode();
    }

    void table(QTextTable *table)
    {
        const int header = table->format().headerRowCount();
        html += u"<table>\n"_s;
        for (int r = 0; r < table->rows(); ++r) {
            html += u"<tr>"_s;
            const QString cell = r < header ? u"th"_s : u"td"_s;
            for (int c = 0; c < table->columns(); ++c) {
                html += u'<' + cell + u'>';
                const QTextTableCell at = table->cellAt(r, c);
                bool first = true;
                for (auto it = at.begin(); !it.atEnd(); ++it) {
                    if (!it.currentBlock().isValid())
                        continue;
                    if (!first)
                        html += u"<br>"_s;
                    first = false;
                    inlines(it.currentBlock());
                }
                html += u"</"_s + cell + u'>';
            }
            html += u"</tr>\n"_s;
        }
        html += u"</table>\n"_s;
    }

    void block(const QTextBlock &block)
    {
        const QTextBlockFormat format = block.blockFormat();
        if (format.hasProperty(QTextFormat::BlockCodeFence) || format.nonBreakableLines()) {
            closeList();
            html += m_inCode ? u"\n"_s : u"<pre><code>"_s;
            m_inCode = true;
            html += HtmlWriter::escape(block.text());
            marksOver(block.position(), block.position() + block.length());
            return;
        }
        closeCode();
        QTextList *list = block.textList();
        if (list != m_list) {
            closeList();
            if (list) {
                m_list = list;
                m_listTag = list->format().style() <= QTextListFormat::ListDecimal
                        && list->format().style() >= QTextListFormat::ListUpperRoman
                    ? u"ol"_s
                    : u"ul"_s;
                html += u'<' + m_listTag + u">\n"_s;
            }
        }
        const bool rule = format.hasProperty(QTextFormat::BlockTrailingHorizontalRulerWidth);
        if (block.text().isEmpty() && !list && !rule)
            return; // the empty block Qt keeps after a table or a list
        const int quote = format.property(QTextFormat::BlockQuoteLevel).toInt();
        for (int i = 0; i < quote; ++i)
            html += u"<blockquote>"_s;
        QString tag = list ? u"li"_s : u"p"_s;
        if (!list && format.headingLevel() >= 1 && format.headingLevel() <= 6)
            tag = u'h' + QString::number(format.headingLevel());
        if (rule && block.text().isEmpty())
            html += u"<hr>"_s;
        else {
            html += u'<' + tag + u'>';
            if (format.marker() == QTextBlockFormat::MarkerType::Checked)
                html += u"☑ "_s;
            else if (format.marker() == QTextBlockFormat::MarkerType::Unchecked)
                html += u"☐ "_s;
            m_heading = tag.startsWith(u'h');
            inlines(block);
            m_heading = false;
            html += u"</"_s + tag + u'>';
        }
        for (int i = 0; i < quote; ++i)
            html += u"</blockquote>"_s;
        html += u'\n';
    }

    /// The block's text, one piece per run of the same format and marks.
    void inlines(const QTextBlock &block)
    {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            int at = fragment.position();
            const int end = at + fragment.length();
            while (at < end) {
                int next = end;
                for (const Placed &m : m_marks) {
                    for (int edge : {m.begin, m.end}) {
                        if (edge > at && edge < next)
                            next = edge;
                    }
                }
                piece(
                    format, fragment.text().mid(at - fragment.position(), next - at), isMarked(at));
                referencesEndingAt(next);
                at = next;
            }
        }
    }

    void piece(const QTextCharFormat &format, const QString &text, bool marked)
    {
        if (format.isImageFormat()) {
            // Never loaded: the address, as text.
            html += u"["_s + HtmlWriter::escape(format.toImageFormat().name()) + u"]"_s;
            return;
        }
        QString open;
        QString close;
        const auto wrap = [&](const QString &tag, const QString &attributes = QString()) {
            open += u'<' + tag + attributes + u'>';
            close.prepend(u"</"_s + tag + u'>');
        };
        const QString href = format.anchorHref();
        if (format.isAnchor() && HtmlWriter::isSafeLink(href))
            wrap(u"a"_s,
                u" href=\""_s + HtmlWriter::escape(href) + u"\" rel=\"noopener noreferrer\""_s);
        if (marked)
            wrap(u"mark"_s);
        if (format.fontWeight() >= QFont::DemiBold && !m_heading) // a heading is bold anyway
            wrap(u"strong"_s);
        if (format.fontItalic())
            wrap(u"em"_s);
        if (format.fontStrikeOut())
            wrap(u"s"_s);
        if (format.fontFixedPitch())
            wrap(u"code"_s);
        QString escaped = HtmlWriter::escape(text);
        escaped.replace(QChar::LineSeparator, u"<br>"_s);
        html += open + escaped + close;
    }

    bool isMarked(int position) const
    {
        return std::any_of(m_marks.cbegin(), m_marks.cend(),
            [position](const Placed &m) { return m.begin <= position && position < m.end; });
    }

    void referencesEndingAt(int position)
    {
        for (const Placed &m : m_marks) {
            if (m.end == position && !m.after.isEmpty())
                html += m.after;
        }
    }

    /// Code blocks are not split into pieces: their marks' references go after the line.
    void marksOver(int begin, int end)
    {
        for (const Placed &m : m_marks) {
            if (m.end > begin && m.end <= end && !m.after.isEmpty())
                html += m.after;
        }
    }

    void closeCode()
    {
        if (m_inCode)
            html += u"</code></pre>\n"_s;
        m_inCode = false;
    }

    void closeList()
    {
        if (m_list)
            html += u"</"_s + m_listTag + u">\n"_s;
        m_list = nullptr;
    }

    QVector<Placed> m_marks;
    QTextList *m_list = nullptr;
    QString m_listTag;
    bool m_inCode = false;
    bool m_heading = false;
};

} // namespace

QString MarkdownHtml::render(const QString &markdown, const QVector<Mark> &marks)
{
    QTextDocument document;
    // A size of its own: the importer scales it, and without a GUI application the default font
    // has none (Qt warns once per code block).
    QFont font = document.defaultFont();
    font.setPixelSize(16);
    document.setDefaultFont(font);
    document.setMarkdown(markdown,
        QTextDocument::MarkdownFeatures(
            QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
    QVector<Placed> placed;
    if (!marks.isEmpty()) {
        const RenderedAlignment alignment(&document, markdown);
        for (const Mark &mark : marks) {
            const int begin = alignment.beginPosition(mark.source.begin);
            const int end = alignment.endPosition(mark.source.end);
            if (begin < end)
                placed.append({begin, end, mark.after});
        }
    }
    return Writer(document, std::move(placed)).html;
}

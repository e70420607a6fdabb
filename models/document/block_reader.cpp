// SPDX-License-Identifier: GPL-2.0-or-later
#include "block_reader.h"

#include "mapped_file.h"

#include <algorithm>
#include <cstring>

namespace {

// The length of the UTF-8 sequence a lead byte starts (1 for ASCII and for bytes that cannot
// lead, which the validator then rejects).
int sequenceLength(uchar lead)
{
    if (lead >= 0xF0)
        return 4;
    if (lead >= 0xE0)
        return 3;
    if (lead >= 0xC0)
        return 2;
    return 1;
}

// How many bytes at the end of [bytes, bytes + length) start a sequence that continues past it.
int unfinishedTail(const char *bytes, qint64 length)
{
    const auto *u = reinterpret_cast<const uchar *>(bytes);
    for (int back = 1; back <= 3 && back <= length; ++back) {
        const uchar b = u[length - back];
        if ((b & 0xC0) == 0x80)
            continue; // a continuation byte: its lead is further back
        return sequenceLength(b) > back ? back : 0;
    }
    return 0;
}

} // namespace

BlockReader::BlockReader(const MappedFile &file, qint64 blockBytes, int buffers, bool inPlace)
    : m_file(file)
    , m_blockBytes(std::max<qint64>(4096, blockBytes))
    , m_inPlace(inPlace)
    , m_slots(size_t(std::max(2, buffers)))
{
    m_thread = std::thread([this] { produce(); });
}

BlockReader::~BlockReader()
{
    cancel();
    m_thread.join();
}

void BlockReader::cancel()
{
    m_cancel.store(true);
    std::lock_guard<std::mutex> lock(m_mutex);
    m_changed.notify_all();
}

bool BlockReader::next(Block *block)
{
    std::unique_lock<std::mutex> lock(m_mutex);
    if (m_consumerSlot >= 0) {
        m_slots[size_t(m_consumerSlot)].full = false; // give the previous block back
        m_consumerSlot = -1;
        m_changed.notify_all();
    }
    Slot &slot = m_slots[size_t(m_nextSlot)];
    m_changed.wait(lock, [&] { return slot.full || m_cancel.load(); });
    if (m_cancel.load() || slot.last) {
        slot.full = false;
        return false;
    }
    *block = slot.block;
    m_consumerSlot = m_nextSlot;
    m_nextSlot = (m_nextSlot + 1) % int(m_slots.size());
    return true;
}

void BlockReader::produce()
{
    const qint64 size = m_file.size();
    qint64 offset = 0;
    bool reading = !m_inPlace; // pread until it is refused, then hand out the bytes in place
    for (size_t k = 0;; k = (k + 1) % m_slots.size()) {
        Slot &slot = m_slots[k];
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_changed.wait(lock, [&] { return !slot.full || m_cancel.load(); });
            if (m_cancel.load())
                return;
        }
        Block block;
        block.offset = offset;
        block.length = std::min(m_blockBytes, size - offset);
        if (block.length > 0 && reading) {
            if (!slot.storage)
                slot.storage.reset(new char[size_t(m_blockBytes)]); // not zeroed: read over at once
            reading = m_file.readInto(offset, slot.storage.get(), block.length);
            block.bytes = slot.storage.get();
        }
        if (!reading || block.length == 0)
            block.bytes = m_file.data() + offset;
        if (m_badUtf8 < 0)
            checkUtf8(block.bytes, offset, block.length, offset + block.length >= size);
        block.utf8CheckedUntil = m_badUtf8 >= 0 ? 0 : offset + block.length - m_carried;
        offset += block.length;
        std::lock_guard<std::mutex> lock(m_mutex);
        slot.block = block;
        slot.last = block.length == 0;
        slot.full = true;
        m_changed.notify_all();
        if (slot.last)
            return;
    }
}

void BlockReader::checkUtf8(const char *bytes, qint64 offset, qint64 length, bool atEnd)
{
    if (m_carried > 0 && length > 0) {
        // Finish the sequence split at the previous block's end in a small buffer.
        char joined[8];
        std::memcpy(joined, m_carry, size_t(m_carried));
        const int need = sequenceLength(uchar(m_carry[0])) - m_carried;
        const int take = int(std::min<qint64>(need, length));
        std::memcpy(joined + m_carried, bytes, size_t(take));
        if (take < need && !atEnd) {
            // A block shorter than the rest of the sequence (only with tiny blocks): carry on.
            std::memcpy(m_carry + m_carried, bytes, size_t(take));
            m_carried += take;
            return;
        }
        const qint64 bad = MappedFile::firstInvalidUtf8(joined, m_carried + take);
        if (bad >= 0) {
            m_badUtf8 = m_carryOffset + bad;
            return;
        }
        bytes += take;
        offset += take;
        length -= take;
        m_carried = 0;
    }
    const int tail = atEnd ? 0 : unfinishedTail(bytes, length);
    const qint64 bad = MappedFile::firstInvalidUtf8(bytes, length - tail);
    if (bad >= 0) {
        m_badUtf8 = offset + bad;
        return;
    }
    if (tail > 0) {
        std::memcpy(m_carry, bytes + length - tail, size_t(tail));
        m_carried = tail;
        m_carryOffset = offset + length - tail;
    } else if (atEnd && m_carried > 0) {
        m_badUtf8 = m_carryOffset; // the file ends inside a sequence
    }
}
